import { randomUUID } from 'node:crypto';
import {
  formatAmountMinor,
  parseSignedAmountMinor,
  TRIAL_TYPE,
  type AdjustBody,
  type AdjustmentRequest,
  type AdjustValue,
  type AdminListQuerySchema,
  type ApprovedAdjustment,
  type Page,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditActor, iso, type Actor } from '../../lib/money.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { findMemberByAccount, findMemberById, type MemberRow } from '../auth/auth.repository.ts';
import { findTransferById, findTransferByKey } from '../ledger/ledger.repository.ts';
import {
  ACCOUNTS,
  balanceOf,
  postTransfer,
  randomHouseAccount,
  transfer,
  type TransferInput,
} from '../ledger/ledger.service.ts';
import { readMoneyRules } from '../money-settings/money-settings.service.ts';
import type { OperatorCaller } from '../operator-auth/operator-auth.service.ts';
import {
  decideAdjustmentRequest,
  findAdjustmentRequest,
  findAdjustmentRequestByKey,
  insertAdjustmentRequest,
  listAdjustmentRequests,
  lockAdjustmentRequest,
  type AdjustmentWithAccount,
} from './adjustments.repository.ts';
import { insertAudit } from './operator.repository.ts';
import { toLedgerTransfer } from './operator.service.ts';

/**
 * Balance adjustments (docs/decisions/2026-11-24-back-office-api.md). Below the approval amount of
 * the money settings an adjustment is one transfer at once. At or above it, it is a request that
 * moves nothing until a second operator approves it: a signed-in operator other than the one who
 * asked (the service token can ask but never approve). The approval posts the transfer under the
 * key `adjust:request:<id>` in the transaction that locks the request and marks it approved, so two
 * approvals at once post one transfer and the later one finds the request decided.
 */

export function toAdjustmentRequest(row: AdjustmentWithAccount): AdjustmentRequest {
  return {
    id: row.id,
    memberId: row.memberId,
    account: row.account,
    amount: formatAmountMinor(row.amountMinor),
    reason: row.reason,
    status: row.status,
    requestedBy: row.requestedBy,
    requestedByOperatorId: row.requestedByOperatorId,
    createdAt: row.createdAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedByOperatorId: row.decidedByOperatorId,
    decidedAt: iso(row.decidedAt),
    decisionNote: row.decisionNote,
    transferId: row.transferId,
  };
}

/** The transfer of an adjustment: from the house to the wallet (credit) or back (debit). */
function adjustmentTransfer(
  member: MemberRow,
  signed: bigint,
  key: string,
  meta: Record<string, unknown>,
): TransferInput {
  const wallet = ACCOUNTS.memberWallet(member.id);
  const house = randomHouseAccount();
  return {
    debit: signed > 0n ? house : wallet,
    credit: signed > 0n ? wallet : house,
    amountMinor: signed < 0n ? -signed : signed,
    kind: 'adjustment',
    reference: `adjust:${member.account}`,
    idempotencyKey: key,
    memberId: member.id,
    meta,
  };
}

/** What a request answers to its asker (on the first call and on a retry of its key). */
async function requestValue(
  db: Db,
  row: AdjustmentWithAccount,
  replayed: boolean,
): Promise<AdjustValue> {
  const moved = row.transferId ? await findTransferById(db, row.transferId) : undefined;
  return {
    status:
      row.status === 'approved'
        ? 'done'
        : row.status === 'rejected'
          ? 'rejected'
          : 'pending_approval',
    transfer: moved ? toLedgerTransfer(moved) : null,
    request: toAdjustmentRequest(row),
    account: row.account,
    balance: formatAmountMinor(await balanceOf(db, ACCOUNTS.memberWallet(row.memberId))),
    replayed,
  };
}

/** Asks for an adjustment at or above the approval amount: a pending request, audited. */
async function askApproval(
  db: Db,
  member: MemberRow,
  signed: bigint,
  reason: string,
  key: string,
  actor: Actor,
): Promise<AdjustValue> {
  const inserted = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await insertAdjustmentRequest(tx, {
      memberId: member.id,
      amountMinor: signed,
      reason,
      idempotencyKey: key,
      requestedBy: actor.name,
      requestedByOperatorId: actor.operatorId ?? null,
    });
    if (!row) return undefined;
    await insertAudit(tx, {
      action: 'wallet.adjust_request',
      ...auditActor(actor),
      targetType: 'member',
      targetId: String(member.id),
      amountMinor: signed,
      reason,
      details: { account: member.account, requestId: row.id, idempotencyKey: key },
      after: { requestId: row.id, status: 'pending' },
    });
    return row;
  });
  // Taken meanwhile by the same key: answer that request, like any retry.
  const row = await findAdjustmentRequestByKey(db, key);
  if (!row) throw new Error(`adjustment request ${key} vanished`);
  return requestValue(db, row, !inserted);
}

/**
 * Adjusts a member's wallet against the house: a positive amount credits it, a negative one
 * debits it (never below zero). At or above the approval amount nothing moves: a request waits
 * for a second operator. The idempotency key makes a retry move or ask nothing again.
 */
export async function adjustBalance(db: Db, body: AdjustBody, actor: Actor): Promise<AdjustValue> {
  const member = await findMemberByAccount(db, body.account.trim());
  if (!member)
    throw new AppError('operator.account_not_found', { value: { field: 'body.account' } });
  if (member.type === TRIAL_TYPE) throw new AppError('operator.trial_account');
  const signed = parseSignedAmountMinor(body.amount);
  if (signed === null || signed === 0n) {
    throw new AppError('request.invalid', { value: { field: 'body.amount' } });
  }
  const reason = body.reason.trim();
  const key = `adjust:${body.idempotencyKey ?? randomUUID()}`;
  // A retried key answers what it did the first time, whatever the approval amount is now.
  const asked = await findAdjustmentRequestByKey(db, key);
  if (asked) {
    if (asked.memberId !== member.id || asked.amountMinor !== signed) {
      throw new AppError('ledger.idempotency_mismatch');
    }
    return requestValue(db, asked, true);
  }
  const rules = await readMoneyRules(db);
  const magnitude = signed < 0n ? -signed : signed;
  if (magnitude >= rules.approvalAboveMinor && !(await findTransferByKey(db, key))) {
    return askApproval(db, member, signed, reason, key, actor);
  }
  const { transfer: moved, replayed } = await transfer(
    db,
    adjustmentTransfer(member, signed, key, { reason, actor: actor.name }),
    (tx, posted) =>
      insertAudit(tx, {
        action: 'wallet.adjust',
        ...auditActor(actor),
        targetType: 'member',
        targetId: String(member.id),
        amountMinor: signed,
        reason,
        transferId: posted.id,
        details: { account: member.account, idempotencyKey: key },
      }),
  );
  return {
    status: 'done',
    transfer: toLedgerTransfer(moved),
    request: null,
    account: member.account,
    balance: formatAmountMinor(await balanceOf(db, ACCOUNTS.memberWallet(member.id))),
    replayed,
  };
}

/** A pending request, locked, or the reason it cannot be decided. */
async function lockPending(tx: Db, id: number) {
  const row = await lockAdjustmentRequest(tx, id);
  if (!row) throw new AppError('adjustment.not_found');
  if (row.status !== 'pending') throw new AppError('adjustment.not_pending');
  return row;
}

/**
 * The second person: a signed-in operator other than the asker approves, and the transfer is
 * posted, the request marked approved and the audit line written in one transaction. A debit the
 * wallet no longer covers rolls all of it back (wallet.insufficient_funds; still pending).
 */
export async function approveAdjustment(
  db: Db,
  id: number,
  note: string | null,
  caller: OperatorCaller,
): Promise<ApprovedAdjustment> {
  if (caller.kind !== 'operator' || !caller.operator) {
    throw new AppError('adjustment.operator_required');
  }
  const approver = caller.actor;
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockPending(tx, id);
    if (row.requestedByOperatorId === caller.operator!.id || row.requestedBy === approver.name) {
      throw new AppError('adjustment.same_operator');
    }
    const member = (await findMemberById(tx, row.memberId))!;
    const posted = await postTransfer(
      tx,
      adjustmentTransfer(member, row.amountMinor, `adjust:request:${row.id}`, {
        reason: row.reason,
        actor: row.requestedBy,
        approvedBy: approver.name,
        requestId: row.id,
      }),
    );
    await decideAdjustmentRequest(tx, row.id, {
      status: 'approved',
      decidedBy: approver.name,
      decidedByOperatorId: approver.operatorId ?? null,
      decisionNote: note,
      transferId: posted.id,
    });
    const after =
      row.amountMinor > 0n ? posted.creditBalanceAfterMinor : posted.debitBalanceAfterMinor;
    await insertAudit(tx, {
      action: 'wallet.adjust_approve',
      ...auditActor(approver),
      targetType: 'member',
      targetId: String(member.id),
      amountMinor: row.amountMinor,
      reason: note ?? row.reason,
      transferId: posted.id,
      details: { account: member.account, requestId: row.id, requestedBy: row.requestedBy },
      before: { status: 'pending', balance: formatAmountMinor(after - row.amountMinor) },
      after: { status: 'approved', balance: formatAmountMinor(after) },
    });
  });
  const row = (await findAdjustmentRequest(db, id))!;
  const moved = (await findTransferById(db, row.transferId!))!;
  return {
    request: toAdjustmentRequest(row),
    transfer: toLedgerTransfer(moved),
    balance: formatAmountMinor(await balanceOf(db, ACCOUNTS.memberWallet(row.memberId))),
  };
}

/** Closes a pending request without moving money; the asker may withdraw their own. Audited. */
export async function rejectAdjustment(
  db: Db,
  id: number,
  reason: string,
  actor: Actor,
): Promise<AdjustmentRequest> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockPending(tx, id);
    await decideAdjustmentRequest(tx, row.id, {
      status: 'rejected',
      decidedBy: actor.name,
      decidedByOperatorId: actor.operatorId ?? null,
      decisionNote: reason,
      transferId: null,
    });
    await insertAudit(tx, {
      action: 'wallet.adjust_reject',
      ...auditActor(actor),
      targetType: 'member',
      targetId: String(row.memberId),
      amountMinor: row.amountMinor,
      reason,
      details: { requestId: row.id, requestedBy: row.requestedBy },
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
  });
  return toAdjustmentRequest((await findAdjustmentRequest(db, id))!);
}

export async function listAdjustments(
  db: Db,
  query: z.output<typeof AdminListQuerySchema>,
): Promise<Page<AdjustmentRequest>> {
  const { rows, total } = await listAdjustmentRequests(
    db,
    query.status === 'pending',
    pageWindow(query),
  );
  return toPage(rows.map(toAdjustmentRequest), total, query);
}
