import {
  formatAmountMinor,
  parseAmountMinor,
  type AdminListQuerySchema,
  type AdminWithdrawal,
  type Bank,
  type BankAccount,
  type Page,
  type Withdrawal,
  type WithdrawInfo,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { SettingsStore } from '../system/settings-store.ts';
import {
  clearFailures,
  readFailures,
  recordFailure,
  type MemberRow,
} from '../auth/auth.repository.ts';
import { reauthenticate } from '../auth/reauth.service.ts';
import { ACCOUNTS, balanceOf, postTransfer } from '../ledger/ledger.service.ts';
import { auditActor, iso, maskAccountNo, newOrderNo, type Actor } from '../../lib/money.ts';
import { merchantDay, merchantDayRange } from '../../lib/merchant-day.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { readMoneyRules, type MoneyRules } from '../money-settings/money-settings.service.ts';
import { insertAudit } from '../operator/operator.repository.ts';
import {
  countBankAccounts,
  findBank,
  findBankAccount,
  findPaymentPasswordHash,
  findWithdrawal,
  insertBankAccount,
  insertPaymentPassword,
  insertWithdrawal,
  listBankAccounts,
  listBanks,
  listWithdrawals,
  lockMember,
  lockWithdrawal,
  settleWithdrawal,
  withdrawnBetween,
  type BankAccountRow,
  type WithdrawalRow,
  type WithdrawalWithAccount,
} from './withdraw.repository.ts';
import { assertWageringMet } from '../protection/wagering.service.ts';

/**
 * Withdrawals (spec §2 /m/withdraw): to a bound bank account, with the payment password; the
 * amount is held in the pending-withdrawal account at once, then paid out or returned by the
 * operator. Trial accounts never get here (routes use auth 'real', spec §6).
 */

export type WithdrawDeps = { db: Db; settings: SettingsStore };

// The smallest, largest and daily withdrawal limits are money settings that operators change
// (modules/money-settings; 50,000.00 to 500,000,000.00 and no daily limit by default).
export const MAX_BANK_ACCOUNTS = 5;
/** Wrong payment passwords: the fifth in 15 minutes locks withdrawals for 15 minutes. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
const PAYMENT_PASSWORD_WINDOW_SECONDS = 15 * 60;

function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNoMasked: maskAccountNo(row.accountNo),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    orderNo: row.orderNo,
    amount: formatAmountMinor(row.amountMinor),
    status: row.status,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNoMasked: maskAccountNo(row.accountNo),
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    reason: row.reason,
    holdTransferId: row.holdTransferId,
    settleTransferId: row.settleTransferId,
  };
}

function toAdminWithdrawal(row: WithdrawalWithAccount): AdminWithdrawal {
  return {
    ...toWithdrawal(row),
    memberId: row.memberId,
    account: row.account,
    accountNo: row.accountNo,
  };
}

/** Everything the withdraw page shows: balance, limits, payment password set, bound accounts. */
export async function getWithdrawInfo(
  deps: WithdrawDeps,
  member: MemberRow,
): Promise<WithdrawInfo> {
  const site = await deps.settings.site();
  const [balance, accounts, hash, rules] = await Promise.all([
    balanceOf(deps.db, ACCOUNTS.memberWallet(member.id)),
    listBankAccounts(deps.db, member.id),
    findPaymentPasswordHash(deps.db, member.id),
    readMoneyRules(deps.db),
  ]);
  return {
    balance: formatAmountMinor(balance),
    currency: site.currency.code,
    currencySymbol: site.currency.symbol,
    minAmount: formatAmountMinor(rules.withdraw.minMinor),
    maxAmount: formatAmountMinor(rules.withdraw.maxMinor),
    hasPaymentPassword: !!hash,
    bankAccounts: accounts.map(toBankAccount),
    maxBankAccounts: MAX_BANK_ACCOUNTS,
  };
}

export async function listBindableBanks(deps: WithdrawDeps): Promise<Bank[]> {
  return (await listBanks(deps.db)).map((b) => ({ code: b.code, name: b.name }));
}

export async function listMemberBankAccounts(
  deps: WithdrawDeps,
  member: MemberRow,
): Promise<BankAccount[]> {
  return (await listBankAccounts(deps.db, member.id)).map(toBankAccount);
}

/** Binds a bank account (at most MAX_BANK_ACCOUNTS, each once). */
export async function bindBankAccount(
  deps: WithdrawDeps,
  member: MemberRow,
  body: { bankCode: string; accountName: string; accountNo: string; loginPassword: string },
): Promise<BankAccount> {
  const bank = await findBank(deps.db, body.bankCode);
  if (!bank || !bank.enabled) {
    throw new AppError('withdraw.bank_unknown', { value: { field: 'body.bankCode' } });
  }
  await reauthenticate(deps.db, member, body.loginPassword);
  const id = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Two binds at once cannot both pass the limit: they queue on the member's row.
    await lockMember(tx, member.id);
    if ((await countBankAccounts(tx, member.id)) >= MAX_BANK_ACCOUNTS) {
      throw new AppError('withdraw.bank_account_limit', { value: { max: MAX_BANK_ACCOUNTS } });
    }
    const inserted = await insertBankAccount(tx, {
      memberId: member.id,
      bankCode: bank.code,
      accountName: body.accountName.trim().toUpperCase(),
      accountNo: body.accountNo,
    });
    if (inserted === undefined) throw new AppError('withdraw.bank_account_exists');
    return inserted;
  });
  return toBankAccount((await findBankAccount(deps.db, id, member.id))!);
}

/** Sets the payment password, once (changing it is a support matter, not this call). */
export async function setPaymentPassword(
  deps: WithdrawDeps,
  member: MemberRow,
  body: { paymentPassword: string; confirmPaymentPassword: string; loginPassword: string },
): Promise<void> {
  if (body.paymentPassword !== body.confirmPaymentPassword) {
    throw new AppError('withdraw.confirm_mismatch', {
      value: { field: 'body.confirmPaymentPassword' },
    });
  }
  if (await findPaymentPasswordHash(deps.db, member.id)) {
    throw new AppError('withdraw.payment_password_exists');
  }
  await reauthenticate(deps.db, member, body.loginPassword);
  const stored = await insertPaymentPassword(
    deps.db,
    member.id,
    await hashPassword(body.paymentPassword),
  );
  if (!stored) throw new AppError('withdraw.payment_password_exists');
}

/** Checks the payment password, counting failures per member (5 in 15 minutes locks 15 minutes). */
export async function checkPaymentPassword(deps: WithdrawDeps, memberId: number, given: string) {
  const hash = await findPaymentPasswordHash(deps.db, memberId);
  if (!hash) throw new AppError('withdraw.payment_password_not_set');
  const key = `paypwd:${memberId}`;
  const record = await readFailures(deps.db, key);
  if (record?.lockedUntil && record.lockedUntil.getTime() > Date.now()) {
    throw new AppError('withdraw.payment_password_locked');
  }
  if (await verifyPassword(given, hash)) {
    if (record) await clearFailures(deps.db, key);
    return;
  }
  const after = await recordFailure(
    deps.db,
    key,
    PAYMENT_PASSWORD_WINDOW_SECONDS,
    PAYMENT_PASSWORD_MAX_FAILURES,
    PAYMENT_PASSWORD_WINDOW_SECONDS,
  );
  if (after.lockedUntil && after.lockedUntil.getTime() > Date.now()) {
    throw new AppError('withdraw.payment_password_locked');
  }
  throw new AppError('withdraw.payment_password_wrong', {
    value: {
      field: 'body.paymentPassword',
      attemptsLeft: Math.max(0, PAYMENT_PASSWORD_MAX_FAILURES - after.failures),
    },
  });
}

/**
 * The daily limits (money settings): what the member asked for today (merchant day, pending and
 * paid) plus this one must stay within the amount and the count. Runs in the withdrawal's
 * transaction after the member's row is locked, so two withdrawals at once cannot both pass.
 */
async function checkDailyLimits(tx: Db, memberId: number, amount: bigint, rules: MoneyRules) {
  const { dailyMaxMinor, dailyMaxCount } = rules.withdraw;
  if (dailyMaxMinor === null && dailyMaxCount === null) return;
  const day = merchantDay(new Date());
  const { from, to } = merchantDayRange(day, day);
  const used = await withdrawnBetween(tx, memberId, from!, to!);
  const overAmount = dailyMaxMinor !== null && used.amountMinor + amount > dailyMaxMinor;
  const overCount = dailyMaxCount !== null && used.count + 1 > dailyMaxCount;
  if (overAmount || overCount) {
    throw new AppError('withdraw.daily_limit', {
      value: {
        field: 'body.amount',
        dailyMaxAmount: dailyMaxMinor === null ? null : formatAmountMinor(dailyMaxMinor),
        dailyMaxCount,
        usedAmount: formatAmountMinor(used.amountMinor),
        usedCount: used.count,
      },
    });
  }
}

/**
 * A withdrawal: amount within the limits of the money settings and not above the balance (the
 * atomic debit decides), to one of the member's accounts, with the payment password. The amount
 * moves to pending at once.
 */
export async function requestWithdrawal(
  deps: WithdrawDeps,
  member: MemberRow,
  body: { bankAccountId: number; amount: string; paymentPassword: string },
): Promise<Withdrawal> {
  const amount = parseAmountMinor(body.amount);
  if (amount === null || amount <= 0n) {
    throw new AppError('request.invalid', { value: { field: 'body.amount' } });
  }
  const rules = await readMoneyRules(deps.db);
  const { minMinor, maxMinor } = rules.withdraw;
  const limits = {
    field: 'body.amount',
    min: formatAmountMinor(minMinor),
    max: formatAmountMinor(maxMinor),
  };
  if (amount < minMinor) throw new AppError('payment.amount_too_small', { value: limits });
  if (amount > maxMinor) throw new AppError('payment.amount_too_large', { value: limits });
  const account = await findBankAccount(deps.db, body.bankAccountId, member.id);
  if (!account) {
    throw new AppError('withdraw.bank_account_not_found', {
      value: { field: 'body.bankAccountId' },
    });
  }
  // Issue 13: a claimed bonus still being wagered holds every withdrawal back.
  await assertWageringMet(deps.db, member.id, new Date());
  await checkPaymentPassword(deps, member.id, body.paymentPassword);
  const site = await deps.settings.site();
  const orderNo = newOrderNo('W');
  const row = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockMember(tx, member.id);
    await checkDailyLimits(tx, member.id, amount, rules);
    const hold = await postTransfer(tx, {
      debit: ACCOUNTS.memberWallet(member.id),
      credit: ACCOUNTS.pendingWithdrawal,
      amountMinor: amount,
      kind: 'withdrawal_hold',
      reference: `withdrawal:${orderNo}`,
      idempotencyKey: `withdrawal:${orderNo}:hold`,
      memberId: member.id,
      meta: { orderNo },
    });
    return insertWithdrawal(tx, {
      orderNo,
      memberId: member.id,
      bankAccountId: account.id,
      bankName: account.bankName,
      accountName: account.accountName,
      accountNo: account.accountNo,
      amountMinor: amount,
      currency: site.currency.code,
      status: 'pending',
      holdTransferId: hold.id,
    });
  });
  return toWithdrawal(row);
}

/** Operator: settles a pending withdrawal, paid out or returned, with its audit line. */
async function settle(
  deps: WithdrawDeps,
  id: number,
  actor: Actor,
  outcome: 'paid' | 'rejected',
  reason: string | null,
): Promise<AdminWithdrawal> {
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const withdrawal = await lockWithdrawal(tx, id);
    if (!withdrawal) throw new AppError('withdraw.not_found');
    if (withdrawal.status !== 'pending') throw new AppError('withdraw.not_pending');
    const paid = outcome === 'paid';
    const moved = await postTransfer(tx, {
      debit: ACCOUNTS.pendingWithdrawal,
      credit: paid ? ACCOUNTS.payouts : ACCOUNTS.memberWallet(withdrawal.memberId),
      amountMinor: withdrawal.amountMinor,
      kind: paid ? 'withdrawal_paid' : 'withdrawal_returned',
      reference: `withdrawal:${withdrawal.orderNo}`,
      idempotencyKey: `withdrawal:${withdrawal.orderNo}:${paid ? 'paid' : 'returned'}`,
      memberId: withdrawal.memberId,
      meta: { orderNo: withdrawal.orderNo },
    });
    await settleWithdrawal(tx, withdrawal.id, {
      status: outcome,
      settleTransferId: moved.id,
      reason,
      decidedBy: actor.name,
    });
    await insertAudit(tx, {
      action: paid ? 'withdrawal.approve' : 'withdrawal.reject',
      ...auditActor(actor),
      targetType: 'withdrawal',
      targetId: String(withdrawal.id),
      amountMinor: withdrawal.amountMinor,
      reason,
      transferId: moved.id,
      details: { orderNo: withdrawal.orderNo, memberId: withdrawal.memberId },
    });
  });
  return toAdminWithdrawal((await findWithdrawal(deps.db, id))!);
}

export function approveWithdrawal(
  deps: WithdrawDeps,
  id: number,
  actor: Actor,
  note: string | null,
) {
  return settle(deps, id, actor, 'paid', note);
}

export function rejectWithdrawal(deps: WithdrawDeps, id: number, actor: Actor, reason: string) {
  return settle(deps, id, actor, 'rejected', reason);
}

export async function listAdminWithdrawals(
  deps: WithdrawDeps,
  query: z.output<typeof AdminListQuerySchema>,
): Promise<Page<AdminWithdrawal>> {
  const { rows, total } = await listWithdrawals(
    deps.db,
    query.status === 'pending' ? { status: 'pending' } : {},
    pageWindow(query),
  );
  return toPage(rows.map(toAdminWithdrawal), total, query);
}
