import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  banks,
  memberBankAccounts,
  members,
  paymentPasswords,
  withdrawals,
} from '../../db/schema.ts';
import { toBigInt } from '../ledger/ledger.repository.ts';

export type BankRow = typeof banks.$inferSelect;
export type BankAccountRow = typeof memberBankAccounts.$inferSelect & { bankName: string };
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalWithAccount = WithdrawalRow & { account: string };

export async function listBanks(db: Db): Promise<BankRow[]> {
  return db.select().from(banks).where(eq(banks.enabled, true)).orderBy(asc(banks.sort));
}

export async function findBank(db: Db, code: string): Promise<BankRow | undefined> {
  const [row] = await db.select().from(banks).where(eq(banks.code, code)).limit(1);
  return row;
}

const bankAccountColumns = { account: memberBankAccounts, bankName: banks.name };

export async function listBankAccounts(db: Db, memberId: number): Promise<BankAccountRow[]> {
  const rows = await db
    .select(bankAccountColumns)
    .from(memberBankAccounts)
    .innerJoin(banks, eq(banks.code, memberBankAccounts.bankCode))
    .where(eq(memberBankAccounts.memberId, memberId))
    .orderBy(asc(memberBankAccounts.id));
  return rows.map((r) => ({ ...r.account, bankName: r.bankName }));
}

export async function findBankAccount(
  db: Db,
  id: number,
  memberId: number,
): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select(bankAccountColumns)
    .from(memberBankAccounts)
    .innerJoin(banks, eq(banks.code, memberBankAccounts.bankCode))
    .where(and(eq(memberBankAccounts.id, id), eq(memberBankAccounts.memberId, memberId)))
    .limit(1);
  return row ? { ...row.account, bankName: row.bankName } : undefined;
}

/** Locks the member's row until the transaction ends (binding accounts queues per member). */
export async function lockMember(db: Db, memberId: number): Promise<void> {
  await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

export async function countBankAccounts(db: Db, memberId: number): Promise<number> {
  const [n] = await db
    .select({ n: count() })
    .from(memberBankAccounts)
    .where(eq(memberBankAccounts.memberId, memberId));
  return Number(n?.n ?? 0);
}

/** Binds an account; false when the member has bound this one already. */
export async function insertBankAccount(
  db: Db,
  values: { memberId: number; bankCode: string; accountName: string; accountNo: string },
): Promise<number | undefined> {
  const [row] = await db
    .insert(memberBankAccounts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: memberBankAccounts.id });
  return row?.id;
}

export async function findPaymentPasswordHash(
  db: Db,
  memberId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ hash: paymentPasswords.passwordHash })
    .from(paymentPasswords)
    .where(eq(paymentPasswords.memberId, memberId))
    .limit(1);
  return row?.hash;
}

/** Sets the payment password once: false when one is set already. */
export async function insertPaymentPassword(
  db: Db,
  memberId: number,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .insert(paymentPasswords)
    .values({ memberId, passwordHash })
    .onConflictDoNothing()
    .returning({ id: paymentPasswords.memberId });
  return rows.length === 1;
}

export async function insertWithdrawal(
  db: Db,
  values: typeof withdrawals.$inferInsert,
): Promise<WithdrawalRow> {
  const [row] = await db.insert(withdrawals).values(values).returning();
  return row!;
}

/** The withdrawal row, locked until the transaction ends (decisions on one queue here). */
export async function lockWithdrawal(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

export async function settleWithdrawal(
  db: Db,
  id: number,
  set: {
    status: 'paid' | 'rejected';
    settleTransferId: number;
    reason: string | null;
    decidedBy: string;
  },
): Promise<void> {
  await db
    .update(withdrawals)
    .set({ ...set, decidedAt: new Date() })
    .where(eq(withdrawals.id, id));
}

function selectWithdrawals(db: Db) {
  return db
    .select({ withdrawal: withdrawals, account: members.account })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId));
}

export async function findWithdrawal(
  db: Db,
  id: number,
): Promise<WithdrawalWithAccount | undefined> {
  const [row] = await selectWithdrawals(db).where(eq(withdrawals.id, id)).limit(1);
  return row ? { ...row.withdrawal, account: row.account } : undefined;
}

export type WithdrawalFilter = {
  memberId?: number;
  status?: WithdrawalRow['status'];
  from?: Date;
  to?: Date;
};

export async function listWithdrawals(
  db: Db,
  filter: WithdrawalFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: WithdrawalWithAccount[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.memberId !== undefined) conditions.push(eq(withdrawals.memberId, filter.memberId));
  if (filter.status) conditions.push(eq(withdrawals.status, filter.status));
  if (filter.from) conditions.push(gte(withdrawals.createdAt, filter.from));
  if (filter.to) conditions.push(lt(withdrawals.createdAt, filter.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await selectWithdrawals(db)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return {
    rows: rows.map((r) => ({ ...r.withdrawal, account: r.account })),
    total: Number(total?.n ?? 0),
  };
}

/** What the member's pending withdrawals hold. */
export async function pendingWithdrawalTotal(db: Db, memberId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amountMinor}), 0)::text` })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.status, 'pending')));
  return toBigInt(row?.total ?? '0');
}

/**
 * The member's withdrawals asked for in [from, to) that still count against a daily limit:
 * pending and paid ones (a rejected withdrawal returned its money).
 */
export async function withdrawnBetween(
  db: Db,
  memberId: number,
  from: Date,
  to: Date,
): Promise<{ count: number; amountMinor: bigint }> {
  const [row] = await db
    .select({
      n: count(),
      total: sql<string>`coalesce(sum(${withdrawals.amountMinor}), 0)::text`,
    })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        sql`${withdrawals.status} in ('pending', 'paid')`,
        gte(withdrawals.createdAt, from),
        lt(withdrawals.createdAt, to),
      ),
    );
  return { count: Number(row?.n ?? 0), amountMinor: toBigInt(row?.total ?? '0') };
}
