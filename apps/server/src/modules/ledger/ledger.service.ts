import { randomInt } from 'node:crypto';
import { formatAmountMinor, TRIAL_TYPE, type LedgerCheck, type TransferKind } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ledgerTransfers } from '../../lib/metrics.ts';
import {
  accountsOutOfBalance,
  creditAccount,
  debitAccount,
  findTransferById,
  findTransferByKey,
  insertAccountsIfMissing,
  insertTransfer,
  insertTransfers,
  lockAccountsInOrder,
  setBalances,
  ledgerTotals,
  negativeFlooredAccounts,
  readBalance,
  type AccountDescription,
  type TransferWithCodes,
} from './ledger.repository.ts';

/**
 * The ledger: the only code that changes a balance (docs/decisions/2026-11-21-ledger.md). Every movement
 * is one transfer from a debit account to a credit account, written in the transaction that
 * changes both balances, under a unique idempotency key.
 */

/** The house (the other side of every game) is split over this many rows, so bets do not queue. */
export const HOUSE_SHARDS = 16;
/** Trial (play) money comes from, and games with it settle against, this many rows. */
export const TRIAL_FUNDING_SHARDS = 8;
/** What a new trial account gets to play with: 2,000,000.00. */
export const TRIAL_FUNDING_MINOR = 200_000_000n;

/** Account codes. A code names one account for good; see db/schema/ledger.ts. */
export const ACCOUNTS = {
  memberWallet: (memberId: number) => `member:${memberId}`,
  trialWallet: (memberId: number) => `trial:${memberId}`,
  house: (shard: number) => `house:${shard}`,
  /** The in-house lottery's pool (stakes in, wins out), sharded like the house. */
  lotteryHouse: (shard: number) => `lottery:${shard}`,
  trialFunding: (shard: number) => `trial_funding:${shard}`,
  /** Money in transit with a payment channel (deposits arrive from it, payouts leave to it). */
  clearing: (channelCode: string) => `clearing:${channelCode}`,
  /** What is owed to or by a game vendor's wallet account in settlement (not touched by play). */
  vendor: (walletAccount: string) => `vendor:${walletAccount}`,
  /** Promotions and the demo's starting balances. */
  bonus: 'bonus',
  pendingWithdrawal: 'pending_withdrawal',
  /** Withdrawals paid out to members' banks. */
  payouts: 'clearing:WITHDRAWALS',
} as const;

/** A house shard picked at random: load spreads evenly, and no order among shards matters. */
export function randomHouseAccount(): string {
  return ACCOUNTS.house(randomInt(HOUSE_SHARDS));
}

/** A shard of the lottery's pool, picked at random. */
export function randomLotteryHouseAccount(): string {
  return ACCOUNTS.lotteryHouse(randomInt(HOUSE_SHARDS));
}

export function randomTrialFundingAccount(): string {
  return ACCOUNTS.trialFunding(randomInt(TRIAL_FUNDING_SHARDS));
}

/** The wallet a member plays with: trial accounts (spec §6 type 4) play with trial money. */
export function walletOf(member: { id: number; type: number }): {
  code: string;
  isTrial: boolean;
  /** A row of the pool games settle against: the house, or trial funding for trial money. */
  counterparty: () => string;
} {
  const isTrial = member.type === TRIAL_TYPE;
  return isTrial
    ? { code: ACCOUNTS.trialWallet(member.id), isTrial, counterparty: randomTrialFundingAccount }
    : { code: ACCOUNTS.memberWallet(member.id), isTrial, counterparty: randomHouseAccount };
}

/** What an account code stands for; throws for a code no account may have. */
export function describeAccount(code: string): AccountDescription {
  const floored = (kind: AccountDescription['kind'], memberId: number | null = null) => ({
    code,
    kind,
    memberId,
    mayGoNegative: false,
  });
  const open = (kind: AccountDescription['kind']) => ({
    code,
    kind,
    memberId: null,
    mayGoNegative: true,
  });
  let m: RegExpExecArray | null;
  if ((m = /^member:([1-9]\d{0,15})$/.exec(code))) return floored('member_wallet', Number(m[1]));
  if ((m = /^trial:([1-9]\d{0,15})$/.exec(code))) return floored('trial_wallet', Number(m[1]));
  if ((m = /^house:(\d+)$/.exec(code)) && Number(m[1]) < HOUSE_SHARDS) return open('house');
  if ((m = /^lottery:(\d+)$/.exec(code)) && Number(m[1]) < HOUSE_SHARDS)
    return open('lottery_house');
  if ((m = /^trial_funding:(\d+)$/.exec(code)) && Number(m[1]) < TRIAL_FUNDING_SHARDS)
    return open('trial_funding');
  if (/^clearing:[A-Z0-9_]{2,32}$/.test(code)) return open('payment_clearing');
  if (/^vendor:[\x21-\x7e]{1,64}$/.test(code)) return open('vendor');
  if (code === ACCOUNTS.bonus) return open('bonus');
  if (code === ACCOUNTS.pendingWithdrawal) return floored('pending_withdrawal');
  throw new Error(`not a ledger account code: ${code}`);
}

/** The system accounts that exist from the start (the rest are made on first use). */
export function systemAccountCodes(): string[] {
  return [
    ...Array.from({ length: HOUSE_SHARDS }, (_, i) => ACCOUNTS.house(i)),
    ...Array.from({ length: TRIAL_FUNDING_SHARDS }, (_, i) => ACCOUNTS.trialFunding(i)),
    ACCOUNTS.bonus,
    ACCOUNTS.pendingWithdrawal,
    ACCOUNTS.payouts,
  ];
}

export async function ensureAccounts(db: Db, codes: string[]): Promise<void> {
  await insertAccountsIfMissing(db, codes.map(describeAccount));
}

export type TransferInput = {
  /** Account the money leaves. */
  debit: string;
  /** Account the money arrives at. */
  credit: string;
  amountMinor: bigint;
  kind: TransferKind;
  reference: string;
  /** Unique for ever: a second transfer with this key moves nothing and answers the first. */
  idempotencyKey: string;
  /** The member whose wallet this touches, for their records. */
  memberId?: number | null;
  reversesTransferId?: number | null;
  meta?: Record<string, unknown> | null;
  /**
   * When it happened, for history written after the fact (the demo merchant's past month);
   * now when left out. Post such history in time order: running balances follow posting order.
   */
  at?: Date;
};

/**
 * Raised inside a transaction when another transaction wrote the same idempotency key first;
 * the caller's transaction must roll back (its balance changes with it) and read the first one.
 */
export class ReplayRace extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`idempotency key already used: ${idempotencyKey}`);
    this.name = 'ReplayRace';
  }
}

/** Member-owned accounts lock first (the contended row per player), then the rest, by code. */
function lockRank(code: string): [number, string] {
  return [/^(member|trial):/.test(code) ? 0 : 1, code];
}

function compareLockOrder(a: string, b: string): number {
  const [ra, ca] = lockRank(a);
  const [rb, cb] = lockRank(b);
  return ra !== rb ? ra - rb : ca < cb ? -1 : ca > cb ? 1 : 0;
}

/**
 * Posts one transfer inside the caller's transaction (`tx` must be a transaction handle): both
 * balances change by atomic conditional UPDATEs taken in a fixed order (so two transfers never
 * wait on each other in a cycle), then the transfer row is written with the balances after.
 * Throws wallet.insufficient_funds when the debit account may not go below zero and cannot
 * cover the amount, and ReplayRace when the idempotency key was taken meanwhile; either way the
 * caller's transaction must roll back.
 */
export async function postTransfer(tx: Db, input: TransferInput): Promise<TransferWithCodes> {
  const amount = input.amountMinor;
  if (amount <= 0n) throw new Error('a transfer moves a positive amount');
  if (input.debit === input.credit) throw new Error('a transfer needs two accounts');
  describeAccount(input.debit);
  describeAccount(input.credit);
  const after = new Map<string, { id: number; balance: bigint }>();
  for (const code of [input.debit, input.credit].sort(compareLockOrder)) {
    const apply = code === input.debit ? debitAccount : creditAccount;
    let row = await apply(tx, code, amount);
    if (!row) {
      // The account does not exist yet (made on first use), or it cannot cover the amount.
      await insertAccountsIfMissing(tx, [describeAccount(code)]);
      row = await apply(tx, code, amount);
      if (!row) throw new AppError('wallet.insufficient_funds');
    }
    after.set(code, row);
  }
  const debit = after.get(input.debit)!;
  const credit = after.get(input.credit)!;
  const row = await insertTransfer(tx, {
    debitAccountId: debit.id,
    creditAccountId: credit.id,
    amountMinor: amount,
    kind: input.kind,
    reference: input.reference,
    idempotencyKey: input.idempotencyKey,
    memberId: input.memberId ?? null,
    debitBalanceAfterMinor: debit.balance,
    creditBalanceAfterMinor: credit.balance,
    reversesTransferId: input.reversesTransferId ?? null,
    meta: input.meta ?? null,
    ...(input.at ? { createdAt: input.at } : {}),
  });
  if (!row) throw new ReplayRace(input.idempotencyKey);
  ledgerTransfers.inc({ kind: input.kind });
  return { ...row, debitCode: input.debit, creditCode: input.credit };
}

/** The account a code belongs to, shards of one account counting as one (house:3 → house). */
function logicalAccount(code: string): string {
  return code.replace(/^(house|trial_funding|lottery):\d+$/, '$1');
}

function sameTransfer(existing: TransferWithCodes, input: TransferInput): TransferWithCodes {
  const same =
    logicalAccount(existing.debitCode) === logicalAccount(input.debit) &&
    logicalAccount(existing.creditCode) === logicalAccount(input.credit) &&
    existing.amountMinor === input.amountMinor &&
    existing.kind === input.kind;
  if (!same) throw new AppError('ledger.idempotency_mismatch');
  return existing;
}

/**
 * Moves money: one transfer in its own transaction (a savepoint when `db` is already in one).
 * A replay of the idempotency key answers the first transfer with `replayed: true` and moves
 * nothing; the same key with other accounts, amount or kind is refused. `onPosted` runs in the
 * same transaction, only when this call posted the transfer (e.g. the operator's audit line).
 */
export async function transfer(
  db: Db,
  input: TransferInput,
  onPosted?: (tx: Db, posted: TransferWithCodes) => Promise<void>,
): Promise<{ transfer: TransferWithCodes; replayed: boolean }> {
  const existing = await findTransferByKey(db, input.idempotencyKey);
  if (existing) return { transfer: sameTransfer(existing, input), replayed: true };
  try {
    const row = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const posted = await postTransfer(tx, input);
      if (onPosted) await onPosted(tx, posted);
      return posted;
    });
    return { transfer: row, replayed: false };
  } catch (err) {
    if (!(err instanceof ReplayRace)) throw err;
    const first = await findTransferByKey(db, input.idempotencyKey);
    if (!first) throw err;
    return { transfer: sameTransfer(first, input), replayed: true };
  }
}

/**
 * Fixes a mistake the only way the ledger allows: a correcting transfer of the same amount the
 * other way, naming the one it reverses. A transfer is reversed at most once (its key says so).
 */
export async function reverseTransfer(
  db: Db,
  transferId: number,
  meta: Record<string, unknown>,
  onPosted?: (tx: Db, posted: TransferWithCodes) => Promise<void>,
): Promise<{ transfer: TransferWithCodes; replayed: boolean }> {
  const original = await findTransferById(db, transferId);
  if (!original) throw new AppError('ledger.transfer_not_found');
  return transfer(
    db,
    {
      debit: original.creditCode,
      credit: original.debitCode,
      amountMinor: original.amountMinor,
      kind: 'correction',
      reference: `reverse:${original.id}`,
      idempotencyKey: `reverse:${original.id}`,
      memberId: original.memberId,
      reversesTransferId: original.id,
      meta,
    },
    onPosted,
  );
}

/** A balance in minor units; an account that does not exist yet holds zero. */
export async function balanceOf(db: Db, code: string): Promise<bigint> {
  return (await readBalance(db, code)) ?? 0n;
}

/** Gives a new trial account (spec §6 type 4) its play money, once. */
export async function fundTrialWallet(db: Db, memberId: number): Promise<void> {
  await transfer(db, {
    debit: randomTrialFundingAccount(),
    credit: ACCOUNTS.trialWallet(memberId),
    amountMinor: TRIAL_FUNDING_MINOR,
    kind: 'trial_funding',
    reference: 'trial',
    idempotencyKey: `trial_funding:${memberId}`,
    memberId,
  });
}

/**
 * The ledger's invariants, read in one consistent snapshot: the balances sum to zero, every
 * balance equals the sum of its transfers, and no wallet is below zero. Used by the tests, the
 * benchmark and the operator API.
 */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  return db.transaction(
    async (tx) => {
      const t = tx as unknown as Db;
      const totals = await ledgerTotals(t);
      const drift = await accountsOutOfBalance(t);
      const negative = await negativeFlooredAccounts(t);
      return {
        ok: totals.sum === 0n && drift.length === 0 && negative.length === 0,
        accounts: totals.accounts,
        transfers: totals.transfers,
        sumOfBalances: formatAmountMinor(totals.sum),
        drift: drift.map((d) => ({
          account: d.code,
          balance: formatAmountMinor(d.balance),
          entries: formatAmountMinor(d.entries),
        })),
        negative: negative.map((n) => ({ account: n.code, balance: formatAmountMinor(n.balance) })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Posts many transfers inside the caller's transaction with a few statements whatever their
 * number (the lottery settles thousands of bets per transaction): the accounts are locked once, in
 * postTransfer's order; the transfers are applied in the given order, each row carrying the
 * balances it leaves; every balance is written once. Throws wallet.insufficient_funds when a
 * floored account would go below zero at any step, and ReplayRace when an idempotency key is
 * already used; either way the caller's transaction must roll back.
 */
export async function postTransfers(tx: Db, inputs: TransferInput[]): Promise<void> {
  if (inputs.length === 0) return;
  for (const input of inputs) {
    if (input.amountMinor <= 0n) throw new Error('a transfer moves a positive amount');
    if (input.debit === input.credit) throw new Error('a transfer needs two accounts');
  }
  const codes = [...new Set(inputs.flatMap((i) => [i.debit, i.credit]))].sort(compareLockOrder);
  await insertAccountsIfMissing(tx, codes.map(describeAccount));
  const accounts = new Map((await lockAccountsInOrder(tx, codes)).map((a) => [a.code, a]));
  const rows = inputs.map((input) => {
    const debit = accounts.get(input.debit)!;
    const credit = accounts.get(input.credit)!;
    debit.balance -= input.amountMinor;
    credit.balance += input.amountMinor;
    if (!debit.mayGoNegative && debit.balance < 0n) throw new AppError('wallet.insufficient_funds');
    return {
      debitAccountId: debit.id,
      creditAccountId: credit.id,
      amountMinor: input.amountMinor,
      kind: input.kind,
      reference: input.reference,
      idempotencyKey: input.idempotencyKey,
      memberId: input.memberId ?? null,
      debitBalanceAfterMinor: debit.balance,
      creditBalanceAfterMinor: credit.balance,
      reversesTransferId: input.reversesTransferId ?? null,
      meta: input.meta ?? null,
    };
  });
  await setBalances(tx, [...accounts.values()]);
  const CHUNK = 1000;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    if ((await insertTransfers(tx, chunk)) !== chunk.length) {
      throw new ReplayRace(chunk[0]!.idempotencyKey);
    }
  }
  for (const input of inputs) ledgerTransfers.inc({ kind: input.kind });
}
