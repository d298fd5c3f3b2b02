import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransferKind } from '@app/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerTransfers, type LedgerAccountKind } from '../../db/schema.ts';

/** A bigint column as the drivers return it in raw queries (number, bigint or string) → bigint. */
export function toBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  throw new Error(`not an integer: ${String(value)}`);
}

export type AccountDescription = {
  code: string;
  kind: LedgerAccountKind;
  memberId: number | null;
  mayGoNegative: boolean;
};

/** Inserts accounts whose codes do not exist yet (concurrent inserts of one code are fine). */
export async function insertAccountsIfMissing(
  db: Db,
  accounts: AccountDescription[],
): Promise<void> {
  if (accounts.length === 0) return;
  await db
    .insert(ledgerAccounts)
    .values(
      accounts.map((a) => ({
        code: a.code,
        kind: a.kind,
        memberId: a.memberId,
        mayGoNegative: a.mayGoNegative,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Takes `amount` from an account in one atomic statement, which also locks its row until the
 * transaction ends: nothing is returned when the account is missing, or when it may not go below
 * zero and holds less than `amount`.
 */
export async function debitAccount(
  db: Db,
  code: string,
  amount: bigint,
): Promise<{ id: number; balance: bigint } | undefined> {
  const [row] = await db
    .update(ledgerAccounts)
    .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} - ${amount.toString()}::bigint` })
    .where(
      and(
        eq(ledgerAccounts.code, code),
        sql`(${ledgerAccounts.mayGoNegative} or ${ledgerAccounts.balanceMinor} >= ${amount.toString()}::bigint)`,
      ),
    )
    .returning({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceMinor });
  return row;
}

/** Adds `amount` to an account (and locks its row); nothing is returned when it is missing. */
export async function creditAccount(
  db: Db,
  code: string,
  amount: bigint,
): Promise<{ id: number; balance: bigint } | undefined> {
  const [row] = await db
    .update(ledgerAccounts)
    .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} + ${amount.toString()}::bigint` })
    .where(eq(ledgerAccounts.code, code))
    .returning({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceMinor });
  return row;
}

export type NewTransfer = {
  debitAccountId: number;
  creditAccountId: number;
  amountMinor: bigint;
  kind: TransferKind;
  reference: string;
  idempotencyKey: string;
  memberId: number | null;
  debitBalanceAfterMinor: bigint;
  creditBalanceAfterMinor: bigint;
  reversesTransferId: number | null;
  meta: Record<string, unknown> | null;
};

export type TransferRow = typeof ledgerTransfers.$inferSelect;

/** Writes a transfer; nothing is returned when its idempotency key is taken. */
export async function insertTransfer(
  db: Db,
  values: NewTransfer,
): Promise<TransferRow | undefined> {
  const [row] = await db
    .insert(ledgerTransfers)
    .values(values)
    .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
    .returning();
  return row;
}

export type TransferWithCodes = TransferRow & { debitCode: string; creditCode: string };

const debitSide = alias(ledgerAccounts, 'debit_side');
const creditSide = alias(ledgerAccounts, 'credit_side');

async function findTransferWhere(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ transfer: ledgerTransfers, debitCode: debitSide.code, creditCode: creditSide.code })
    .from(ledgerTransfers)
    .innerJoin(debitSide, eq(debitSide.id, ledgerTransfers.debitAccountId))
    .innerJoin(creditSide, eq(creditSide.id, ledgerTransfers.creditAccountId))
    .where(where)
    .limit(1);
  return row
    ? { ...row.transfer, debitCode: row.debitCode, creditCode: row.creditCode }
    : undefined;
}

export function findTransferByKey(db: Db, key: string): Promise<TransferWithCodes | undefined> {
  return findTransferWhere(db, eq(ledgerTransfers.idempotencyKey, key));
}

export function findTransferById(db: Db, id: number): Promise<TransferWithCodes | undefined> {
  return findTransferWhere(db, eq(ledgerTransfers.id, id));
}

/** An account's balance; undefined when the account does not exist (yet). */
export async function readBalance(db: Db, code: string): Promise<bigint | undefined> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code))
    .limit(1);
  return row?.balance;
}

export async function readBalances(db: Db, codes: string[]): Promise<Map<string, bigint>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: ledgerAccounts.code, balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, codes));
  return new Map(rows.map((r) => [r.code, r.balance]));
}

// ---- invariant check

export async function ledgerTotals(
  db: Db,
): Promise<{ accounts: number; transfers: number; sum: bigint }> {
  const [row] = await queryRows<{ accounts: unknown; sum: unknown; transfers: unknown }>(
    db,
    sql`select (select count(*) from ledger_accounts)::int as accounts,
               (select coalesce(sum(balance_minor), 0) from ledger_accounts)::text as sum,
               (select count(*) from ledger_transfers)::int as transfers`,
  );
  return {
    accounts: Number(row!.accounts),
    transfers: Number(row!.transfers),
    sum: toBigInt(row!.sum),
  };
}

/** Accounts whose balance is not the sum of their transfers (credits minus debits). */
export async function accountsOutOfBalance(
  db: Db,
): Promise<{ code: string; balance: bigint; entries: bigint }[]> {
  const rows = await queryRows<{ code: string; balance: unknown; entries: unknown }>(
    db,
    sql`with moves as (
          select credit_account_id as account_id, sum(amount_minor) as amount
            from ledger_transfers group by credit_account_id
          union all
          select debit_account_id, -sum(amount_minor)
            from ledger_transfers group by debit_account_id
        ), per_account as (
          select account_id, sum(amount) as entries from moves group by account_id
        )
        select a.code, a.balance_minor::text as balance, coalesce(p.entries, 0)::text as entries
          from ledger_accounts a left join per_account p on p.account_id = a.id
         where a.balance_minor <> coalesce(p.entries, 0)
         order by a.code`,
  );
  return rows.map((r) => ({
    code: r.code,
    balance: toBigInt(r.balance),
    entries: toBigInt(r.entries),
  }));
}

/** Accounts below zero that may not be (member and trial wallets, pending withdrawals). */
export async function negativeFlooredAccounts(
  db: Db,
): Promise<{ code: string; balance: bigint }[]> {
  const rows = await queryRows<{ code: string; balance: unknown }>(
    db,
    sql`select code, balance_minor::text as balance from ledger_accounts
         where (not may_go_negative or kind in ('member_wallet', 'trial_wallet', 'pending_withdrawal'))
           and balance_minor < 0
         order by code`,
  );
  return rows.map((r) => ({ code: r.code, balance: toBigInt(r.balance) }));
}

export async function findAccountId(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code))
    .limit(1);
  return row?.id;
}

// ---- many transfers at once (postTransfers)

/**
 * Locks accounts by code in the ledger's lock order (member-owned first, then by code in byte
 * order, as postTransfer takes them) and answers their balances.
 */
export async function lockAccountsInOrder(db: Db, codes: string[]) {
  const rows = await queryRows<{
    id: unknown;
    code: string;
    balance_minor: unknown;
    may_go_negative: boolean;
  }>(
    db,
    sql`select id, code, balance_minor, may_go_negative from ledger_accounts
        where code = any(${`{${codes.map((c) => `"${c.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[])
        order by (code ~ '^(member|trial):') desc, code collate "C"
        for update`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    balance: toBigInt(r.balance_minor),
    mayGoNegative: r.may_go_negative,
  }));
}

/** Sets the balances of locked accounts (the CHECK constraints still hold the floors). */
export async function setBalances(db: Db, balances: { id: number; balance: bigint }[]) {
  if (balances.length === 0) return;
  await db.execute(sql`update ledger_accounts a set balance_minor = v.balance
    from unnest(${`{${balances.map((b) => b.id).join(',')}}`}::bigint[],
                ${`{${balances.map((b) => b.balance.toString()).join(',')}}`}::bigint[]) as v(id, balance)
    where a.id = v.id`);
}

/** Inserts transfers; answers how many were new (a used idempotency key inserts nothing). */
export async function insertTransfers(db: Db, values: NewTransfer[]): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await db
    .insert(ledgerTransfers)
    .values(values)
    .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
    .returning({ id: ledgerTransfers.id });
  return rows.length;
}
