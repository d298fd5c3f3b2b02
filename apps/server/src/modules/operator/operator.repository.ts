import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorAudit } from '../../db/schema.ts';

export type AuditEntry = {
  action: string;
  actor: string;
  targetType: string;
  targetId: string;
  /** The signed-in operator who acted; null for the service token, the CLI and gateways. */
  operatorId?: number | null;
  amountMinor?: bigint | null;
  reason?: string | null;
  transferId?: number | null;
  ip?: string | null;
  details?: Record<string, unknown> | null;
  /** The changed thing before and after the action. */
  before?: unknown;
  after?: unknown;
};

/**
 * Appends one line to the audit table, in the caller's transaction so that the line exists exactly
 * when the action does. The table is append-only: nothing here (or anywhere) updates or deletes,
 * and a trigger (migration 0003) refuses both.
 */
export async function insertAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(operatorAudit).values({
    action: entry.action,
    actor: entry.actor,
    targetType: entry.targetType,
    targetId: entry.targetId,
    operatorId: entry.operatorId ?? null,
    amountMinor: entry.amountMinor ?? null,
    reason: entry.reason ?? null,
    transferId: entry.transferId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditRow = typeof operatorAudit.$inferSelect;

export type AuditFilter = {
  operatorId?: number | undefined;
  actor?: string | undefined;
  /** An action, or a prefix when it ends in a dot (`wallet.`). */
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

function whereOf(filter: AuditFilter): SQL | undefined {
  const t = operatorAudit;
  const parts: SQL[] = [];
  if (filter.operatorId !== undefined) parts.push(eq(t.operatorId, filter.operatorId));
  if (filter.actor !== undefined) parts.push(eq(t.actor, filter.actor));
  if (filter.action !== undefined) {
    parts.push(
      filter.action.endsWith('.')
        ? like(t.action, `${filter.action.replace(/[\\%_]/g, '\\$&')}%`)
        : eq(t.action, filter.action),
    );
  }
  if (filter.targetType !== undefined) parts.push(eq(t.targetType, filter.targetType));
  if (filter.targetId !== undefined) parts.push(eq(t.targetId, filter.targetId));
  if (filter.from) parts.push(gte(t.createdAt, filter.from));
  if (filter.to) parts.push(lt(t.createdAt, filter.to));
  return parts.length ? and(...parts) : undefined;
}

export async function listAudit(
  db: Db,
  page: { offset: number; limit: number },
  filter: AuditFilter = {},
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select()
    .from(operatorAudit)
    .where(where)
    .orderBy(desc(operatorAudit.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(operatorAudit).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}
