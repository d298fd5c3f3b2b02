import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorAudit } from '../../db/schema.ts';

export type AuditEntry = {
  action: string;
  actor: string;
  targetType: string;
  targetId: string;
  amountMinor?: bigint | null;
  reason?: string | null;
  transferId?: number | null;
  ip?: string | null;
  details?: Record<string, unknown> | null;
};

/**
 * Appends one line to the audit table, in the caller's transaction so that the line exists exactly
 * when the action does. The table is append-only: nothing here (or anywhere) updates or deletes.
 */
export async function insertAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(operatorAudit).values({
    action: entry.action,
    actor: entry.actor,
    targetType: entry.targetType,
    targetId: entry.targetId,
    amountMinor: entry.amountMinor ?? null,
    reason: entry.reason ?? null,
    transferId: entry.transferId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  });
}

export type AuditRow = typeof operatorAudit.$inferSelect;

export async function listAudit(
  db: Db,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const rows = await db
    .select()
    .from(operatorAudit)
    .orderBy(desc(operatorAudit.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(operatorAudit);
  return { rows, total: Number(total?.n ?? 0) };
}
