import {
  formatAmountMinor,
  parseAmountMinor,
  type AdminDeposit,
  type Deposit,
  type DepositOnlineValue,
  type GatewayCallbackBody,
  type PaymentChannel,
  type PaymentChannelKind,
  type Page,
} from '@app/contracts';
import type { z } from 'zod';
import type { AdminListQuerySchema } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SettingsStore } from '../system/settings-store.ts';
import type { MemberRow } from '../auth/auth.repository.ts';
import { ACCOUNTS, postTransfer } from '../ledger/ledger.service.ts';
import { auditActor, iso, newOrderNo, type Actor } from '../../lib/money.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { insertAudit } from '../operator/operator.repository.ts';
import { checkSignature } from '../../lib/signed-request.ts';
import { gatewayAdapters, type GatewayAdapter } from './gateways.ts';
import {
  findChannel,
  findDeposit,
  insertDeposit,
  listChannels,
  listDeposits,
  lockDeposit,
  updateDeposit,
  type ChannelRow,
  type DepositRow,
  type DepositWithNames,
} from './payment.repository.ts';
import { assertMayDeposit } from '../protection/protection.service.ts';

/** Deposits: bank transfers the operator confirms, and online payments a gateway confirms. */

export type PaymentDeps = {
  db: Db;
  settings: SettingsStore;
  gateways: Map<string, GatewayAdapter>;
};

export function paymentDeps(
  db: Db,
  settings: SettingsStore,
  config: { sandboxGateway: boolean; paymentSandboxSecret: string },
): PaymentDeps {
  return { db, settings, gateways: gatewayAdapters(config) };
}

/** A gateway callback more than this far from our clock is refused (replays of old ones too). */
export const CALLBACK_WINDOW_MS = 5 * 60 * 1000;

export function toDeposit(row: DepositWithNames): Deposit {
  return {
    id: row.id,
    orderNo: row.orderNo,
    channelCode: row.channelCode,
    channelName: row.channelName,
    kind: row.kind,
    amount: formatAmountMinor(row.amountMinor),
    status: row.status,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    reason: row.reason,
    transferId: row.transferId,
  };
}

function toAdminDeposit(row: DepositWithNames): AdminDeposit {
  return {
    ...toDeposit(row),
    memberId: row.memberId,
    account: row.account,
    payerName: row.payerName,
    gatewayRef: row.gatewayRef,
  };
}

export function toChannel(row: ChannelRow): PaymentChannel {
  return {
    code: row.code,
    kind: row.kind,
    name: row.name,
    minAmount: formatAmountMinor(row.minMinor),
    maxAmount: formatAmountMinor(row.maxMinor),
    bank: row.kind === 'bank_transfer' && row.bank ? row.bank : null,
  };
}

function isUsable(deps: PaymentDeps, row: ChannelRow): boolean {
  if (!row.enabled) return false;
  return row.kind !== 'gateway' || (!!row.provider && deps.gateways.has(row.provider));
}

/** spec §2 /m/voucherCenter: the channels a member may deposit with now. */
export async function listDepositChannels(deps: PaymentDeps): Promise<PaymentChannel[]> {
  const rows = await listChannels(deps.db, true);
  return rows.filter((r) => isUsable(deps, r)).map(toChannel);
}

async function usableChannel(
  deps: PaymentDeps,
  code: string,
  kind: PaymentChannelKind,
): Promise<ChannelRow> {
  const row = await findChannel(deps.db, code);
  if (!row || !isUsable(deps, row)) {
    throw new AppError('payment.channel_not_found', { value: { field: 'body.channelCode' } });
  }
  if (row.kind !== kind) {
    throw new AppError('payment.channel_kind', { value: { field: 'body.channelCode' } });
  }
  return row;
}

/** The amount in minor units within the channel's limits, or a clear error naming them. */
function amountWithin(text: string, min: bigint, max: bigint): bigint {
  const amount = parseAmountMinor(text);
  if (amount === null || amount <= 0n) {
    throw new AppError('request.invalid', {
      message: 'body.amount: validation.amount_format',
      value: { field: 'body.amount' },
    });
  }
  const limits = { field: 'body.amount', min: formatAmountMinor(min), max: formatAmountMinor(max) };
  if (amount < min) throw new AppError('payment.amount_too_small', { value: limits });
  if (amount > max) throw new AppError('payment.amount_too_large', { value: limits });
  return amount;
}

/** Bank transfer: the member says what they paid; the deposit waits for the operator. */
export async function createBankDeposit(
  deps: PaymentDeps,
  member: MemberRow,
  body: { channelCode: string; amount: string; reference: string; payerName?: string | undefined },
): Promise<Deposit> {
  const channel = await usableChannel(deps, body.channelCode, 'bank_transfer');
  const amount = amountWithin(body.amount, channel.minMinor, channel.maxMinor);
  await assertMayDeposit(deps.db, member.id, amount, new Date());
  const site = await deps.settings.site();
  const row = await insertDeposit(deps.db, {
    orderNo: newOrderNo('D'),
    memberId: member.id,
    channelCode: channel.code,
    kind: 'bank_transfer',
    amountMinor: amount,
    currency: site.currency.code,
    status: 'pending',
    reference: body.reference.trim(),
    payerName: body.payerName?.trim() || null,
  });
  return toDeposit({ ...row, channelName: channel.name, account: member.account });
}

/**
 * Online payment: an order, and the gateway page to pay it on. The wallet is credited only by the
 * gateway's signed callback (or by the operator when a callback never came).
 */
export async function createOnlineDeposit(
  deps: PaymentDeps,
  member: MemberRow,
  body: { channelCode: string; amount: string },
): Promise<DepositOnlineValue> {
  const channel = await usableChannel(deps, body.channelCode, 'gateway');
  const amount = amountWithin(body.amount, channel.minMinor, channel.maxMinor);
  await assertMayDeposit(deps.db, member.id, amount, new Date());
  const site = await deps.settings.site();
  const row = await insertDeposit(deps.db, {
    orderNo: newOrderNo('D'),
    memberId: member.id,
    channelCode: channel.code,
    kind: 'gateway',
    amountMinor: amount,
    currency: site.currency.code,
    status: 'pending',
  });
  const adapter = deps.gateways.get(channel.provider!)!;
  const payUrl = adapter.payUrl({
    orderNo: row.orderNo,
    amountMinor: amount,
    currency: row.currency,
    returnUrl: `/m/vouReport?orderNo=${row.orderNo}`,
  });
  return {
    deposit: toDeposit({ ...row, channelName: channel.name, account: member.account }),
    payUrl,
  };
}

/** One of the member's own deposits (the page the gateway returns to shows it). */
export async function findMemberDeposit(
  deps: PaymentDeps,
  memberId: number,
  orderNo: string,
): Promise<Deposit> {
  const row = await findDeposit(deps.db, { orderNo });
  if (!row || row.memberId !== memberId) throw new AppError('deposit.not_found');
  return toDeposit(row);
}

/** Credits a pending deposit: the ledger transfer, the row and the audit line in one transaction. */
async function creditDeposit(tx: Db, deposit: DepositRow, actor: Actor, note: string | null) {
  const moved = await postTransfer(tx, {
    debit: ACCOUNTS.clearing(deposit.channelCode),
    credit: ACCOUNTS.memberWallet(deposit.memberId),
    amountMinor: deposit.amountMinor,
    kind: 'deposit',
    reference: `deposit:${deposit.orderNo}`,
    idempotencyKey: `deposit:${deposit.id}`,
    memberId: deposit.memberId,
    meta: { orderNo: deposit.orderNo, channel: deposit.channelCode },
  });
  await updateDeposit(tx, deposit.id, {
    status: 'confirmed',
    transferId: moved.id,
    reason: note,
    decidedBy: actor.name,
    decided: true,
  });
  await insertAudit(tx, {
    action: 'deposit.confirm',
    ...auditActor(actor),
    targetType: 'deposit',
    targetId: String(deposit.id),
    amountMinor: deposit.amountMinor,
    reason: note,
    transferId: moved.id,
    details: { orderNo: deposit.orderNo, memberId: deposit.memberId },
  });
}

/**
 * A gateway's callback: signed (HMAC over timestamp and raw body, timestamp within 5 minutes) and
 * idempotent by order: a repeat of a callback already applied answers the same and moves nothing.
 */
export async function handleGatewayCallback(
  deps: PaymentDeps,
  provider: string,
  call: {
    timestamp: string | undefined;
    signature: string | undefined;
    rawBody: Buffer | null;
    body: GatewayCallbackBody;
  },
): Promise<{ orderNo: string; status: Deposit['status'] }> {
  const adapter = deps.gateways.get(provider);
  const problem = adapter
    ? checkSignature({
        secret: adapter.secret,
        timestamp: call.timestamp,
        signature: call.signature,
        rawBody: call.rawBody,
        now: Date.now(),
        windowMs: CALLBACK_WINDOW_MS,
      })
    : 'missing';
  if (problem) throw new AppError('payment.signature_invalid', { value: { problem } });
  const { body } = call;
  const actor: Actor = { name: `gateway:${provider}`, ip: null };
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const deposit = await lockDeposit(tx, { orderNo: body.orderNo });
    const channel = deposit && (await findChannel(tx, deposit.channelCode));
    if (!deposit || deposit.kind !== 'gateway' || channel?.provider !== provider) {
      throw new AppError('payment.order_not_found');
    }
    if (body.status === 'paid') {
      if (deposit.status === 'confirmed')
        return { orderNo: deposit.orderNo, status: deposit.status };
      if (deposit.status !== 'pending') throw new AppError('deposit.not_pending');
      if (
        parseAmountMinor(body.amount) !== deposit.amountMinor ||
        body.currency !== deposit.currency
      ) {
        throw new AppError('payment.amount_mismatch');
      }
      await updateDeposit(tx, deposit.id, { gatewayRef: body.gatewayRef });
      await creditDeposit(tx, deposit, actor, null);
      return { orderNo: deposit.orderNo, status: 'confirmed' as const };
    }
    if (deposit.status === 'failed') return { orderNo: deposit.orderNo, status: deposit.status };
    if (deposit.status !== 'pending') throw new AppError('deposit.not_pending');
    await updateDeposit(tx, deposit.id, {
      status: 'failed',
      gatewayRef: body.gatewayRef,
      reason: 'The payment failed at the gateway',
      decidedBy: actor.name,
      decided: true,
    });
    await insertAudit(tx, {
      action: 'deposit.fail',
      actor: actor.name,
      operatorId: actor.operatorId ?? null,
      targetType: 'deposit',
      targetId: String(deposit.id),
      amountMinor: deposit.amountMinor,
      details: { orderNo: deposit.orderNo, gatewayRef: body.gatewayRef },
    });
    return { orderNo: deposit.orderNo, status: 'failed' as const };
  });
}

async function decided(deps: PaymentDeps, id: number): Promise<AdminDeposit> {
  return toAdminDeposit((await findDeposit(deps.db, { id }))!);
}

/** Operator: the money arrived; credit the wallet. */
export async function confirmDeposit(
  deps: PaymentDeps,
  id: number,
  actor: Actor,
  note: string | null,
): Promise<AdminDeposit> {
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const deposit = await lockDeposit(tx, { id });
    if (!deposit) throw new AppError('deposit.not_found');
    if (deposit.status !== 'pending') throw new AppError('deposit.not_pending');
    await creditDeposit(tx, deposit, actor, note);
  });
  return decided(deps, id);
}

/** Operator: no such payment arrived; nothing moves. */
export async function rejectDeposit(
  deps: PaymentDeps,
  id: number,
  actor: Actor,
  reason: string,
): Promise<AdminDeposit> {
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const deposit = await lockDeposit(tx, { id });
    if (!deposit) throw new AppError('deposit.not_found');
    if (deposit.status !== 'pending') throw new AppError('deposit.not_pending');
    await updateDeposit(tx, deposit.id, {
      status: 'rejected',
      reason,
      decidedBy: actor.name,
      decided: true,
    });
    await insertAudit(tx, {
      action: 'deposit.reject',
      ...auditActor(actor),
      targetType: 'deposit',
      targetId: String(deposit.id),
      amountMinor: deposit.amountMinor,
      reason,
      details: { orderNo: deposit.orderNo, memberId: deposit.memberId },
    });
  });
  return decided(deps, id);
}

export async function listAdminDeposits(
  deps: PaymentDeps,
  query: z.output<typeof AdminListQuerySchema>,
): Promise<Page<AdminDeposit>> {
  const { rows, total } = await listDeposits(
    deps.db,
    query.status === 'pending' ? { status: 'pending' } : {},
    pageWindow(query),
  );
  return toPage(rows.map(toAdminDeposit), total, query);
}
