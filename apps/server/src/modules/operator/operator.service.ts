import {
  formatAmountMinor,
  parseAmountMinor,
  type AdminChannel,
  type AuditLine,
  type ChannelUpsertBodySchema,
  type LedgerTransfer,
  type Page,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TransferWithCodes } from '../ledger/ledger.repository.ts';
import { reverseTransfer } from '../ledger/ledger.service.ts';
import { auditActor, type Actor } from '../../lib/money.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { listChannels, upsertChannel, type ChannelRow } from '../payment/payment.repository.ts';
import { toChannel } from '../payment/payment.service.ts';
import { insertAudit, listAudit, type AuditFilter } from './operator.repository.ts';

/** Operator money actions (adjustments: adjustments.service.ts); each leaves an audit line. */

export function toLedgerTransfer(t: TransferWithCodes): LedgerTransfer {
  return {
    id: t.id,
    debitAccount: t.debitCode,
    creditAccount: t.creditCode,
    amount: formatAmountMinor(t.amountMinor),
    kind: t.kind,
    reference: t.reference,
    idempotencyKey: t.idempotencyKey,
    reversesTransferId: t.reversesTransferId,
    createdAt: t.createdAt.toISOString(),
  };
}

/** Reverses a transfer by a correcting transfer (never an edit), with an audit line. */
export async function reverse(
  db: Db,
  transferId: number,
  reason: string,
  actor: Actor,
): Promise<{ transfer: LedgerTransfer; replayed: boolean }> {
  const result = await reverseTransfer(
    db,
    transferId,
    { reason, actor: actor.name },
    (tx, posted) =>
      insertAudit(tx, {
        action: 'ledger.reverse',
        ...auditActor(actor),
        targetType: 'transfer',
        targetId: String(transferId),
        amountMinor: posted.amountMinor,
        reason,
        transferId: posted.id,
      }),
  );
  return { transfer: toLedgerTransfer(result.transfer), replayed: result.replayed };
}

/** A page of the audit trail, newest first, with the query's filters. */
export async function listAuditLines(
  db: Db,
  query: { pageNo: number; pageSize: number } & Omit<AuditFilter, 'from' | 'to'> & {
      from?: string | undefined;
      to?: string | undefined;
    },
): Promise<Page<AuditLine>> {
  const { pageNo: _p, pageSize: _s, from, to, ...filter } = query;
  const { rows, total } = await listAudit(db, pageWindow(query), {
    ...filter,
    from: from ? new Date(from) : undefined,
    to: to ? new Date(to) : undefined,
  });
  return toPage(
    rows.map((r) => ({
      id: r.id,
      action: r.action,
      actor: r.actor,
      targetType: r.targetType,
      targetId: r.targetId,
      amount: r.amountMinor === null ? null : formatAmountMinor(r.amountMinor),
      reason: r.reason,
      transferId: r.transferId,
      ip: r.ip,
      createdAt: r.createdAt.toISOString(),
      operatorId: r.operatorId,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
    total,
    query,
  );
}

function toAdminChannel(row: ChannelRow): AdminChannel {
  return { ...toChannel(row), enabled: row.enabled, sort: row.sort, provider: row.provider };
}

export async function listAdminChannels(db: Db): Promise<AdminChannel[]> {
  return (await listChannels(db, false)).map(toAdminChannel);
}

/** Creates or changes a deposit channel; limits are checked (min ≤ max) and audited. */
export async function saveChannel(
  db: Db,
  code: string,
  body: z.output<typeof ChannelUpsertBodySchema>,
  actor: Actor,
): Promise<AdminChannel> {
  const minMinor = parseAmountMinor(body.minAmount)!;
  const maxMinor = parseAmountMinor(body.maxAmount)!;
  if (maxMinor < minMinor) {
    throw new AppError('request.invalid', {
      message: 'body.maxAmount: must not be below minAmount',
      value: { field: 'body.maxAmount' },
    });
  }
  if (body.kind === 'bank_transfer' && !body.bank) {
    throw new AppError('request.invalid', {
      message: 'body.bank: a bank transfer channel needs the account to pay into',
      value: { field: 'body.bank' },
    });
  }
  if (body.kind === 'gateway' && !body.provider) {
    throw new AppError('request.invalid', {
      message: 'body.provider: a gateway channel needs its provider',
      value: { field: 'body.provider' },
    });
  }
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const saved = await upsertChannel(tx, {
      code,
      kind: body.kind,
      name: body.name.trim(),
      minMinor,
      maxMinor,
      enabled: body.enabled,
      sort: body.sort,
      provider: body.kind === 'gateway' ? body.provider : null,
      bank: body.kind === 'bank_transfer' ? body.bank : null,
    });
    await insertAudit(tx, {
      action: 'channel.save',
      ...auditActor(actor),
      targetType: 'payment_channel',
      targetId: code,
      details: { ...body },
    });
    return saved;
  });
  return toAdminChannel(row);
}
