import { and, count, desc, eq, ilike, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, memberNotes, members, sessions } from '../../db/schema.ts';
import type { MemberRow } from '../auth/auth.repository.ts';

export type MemberWithBalance = MemberRow & { balanceMinor: bigint };
export type MemberNoteRow = typeof memberNotes.$inferSelect;
export type LoginRow = Pick<
  typeof sessions.$inferSelect,
  'createdAt' | 'ip' | 'userAgent' | 'revokedAt' | 'expiresAt'
>;

/** `%text%` for LIKE, with the pattern characters of the text taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

export type MemberSearch = { q?: string | undefined; status?: 'active' | 'blocked' | undefined };

function searchConditions(search: MemberSearch): SQL | undefined {
  const parts: SQL[] = [];
  const q = search.q?.trim();
  if (q) {
    const text = containing(q);
    const matches: SQL[] = [
      ilike(members.account, text),
      ilike(members.nickname, text),
      ilike(members.email, text),
      // The real names we hold: the holders of the member's bank accounts.
      sql`exists (select 1 from member_bank_accounts b
                   where b.member_id = ${members.id} and b.account_name ilike ${text})`,
    ];
    // Mobile numbers are stored with the dialing code (+84912…); a search may carry the
    // national trunk zero (0912…).
    const digits = q.replace(/[\s()+.-]/g, '');
    if (/^\d{3,}$/.test(digits)) {
      matches.push(like(members.mobileNum, containing(digits.replace(/^0/, ''))));
    }
    if (/^\d{1,15}$/.test(q)) {
      matches.push(eq(members.id, Number(q)), eq(members.accountNo, q));
    }
    parts.push(or(...matches)!);
  }
  if (search.status === 'active') parts.push(eq(members.status, 'active'));
  if (search.status === 'blocked') parts.push(ne(members.status, 'active'));
  return parts.length > 0 ? and(...parts) : undefined;
}

/** Members matching a search, newest first, each with the balance of the wallet it plays with. */
export async function searchMembers(
  db: Db,
  search: MemberSearch,
  page: { offset: number; limit: number },
): Promise<{ rows: MemberWithBalance[]; total: number }> {
  const where = searchConditions(search);
  const rows = await db
    .select({ member: members, balance: ledgerAccounts.balanceMinor })
    .from(members)
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.memberId, members.id),
        sql`${ledgerAccounts.kind} = case when ${members.type} = 4 then 'trial_wallet' else 'member_wallet' end`,
      ),
    )
    .where(where)
    .orderBy(desc(members.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(members).where(where);
  return {
    rows: rows.map((r) => ({ ...r.member, balanceMinor: r.balance ?? 0n })),
    total: Number(total?.n ?? 0),
  };
}

/** The member's row, locked for the caller's transaction (a change of status, password, labels). */
export async function lockMemberRow(tx: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await tx.select().from(members).where(eq(members.id, id)).for('update');
  return row;
}

export async function updateMember(
  tx: Db,
  id: number,
  patch: Partial<Pick<MemberRow, 'status' | 'labels' | 'passwordHash' | 'mustChangePassword'>>,
): Promise<MemberRow> {
  const [row] = await tx
    .update(members)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(members.id, id))
    .returning();
  return row!;
}

/** Sessions open now (not ended, not expired). */
export async function countOpenSessions(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        sql`${sessions.revokedAt} is null`,
        sql`${sessions.expiresAt} > now()`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The member's sign-ins (each opened a session), newest first. */
export async function listLogins(db: Db, memberId: number, limit: number): Promise<LoginRow[]> {
  return db
    .select({
      createdAt: sessions.createdAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
}

export async function insertNote(
  tx: Db,
  values: Pick<MemberNoteRow, 'memberId' | 'text' | 'actor' | 'operatorId'>,
): Promise<MemberNoteRow> {
  const [row] = await tx.insert(memberNotes).values(values).returning();
  return row!;
}

export async function listNotes(db: Db, memberId: number, limit: number): Promise<MemberNoteRow[]> {
  return db
    .select()
    .from(memberNotes)
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.createdAt), desc(memberNotes.id))
    .limit(limit);
}
