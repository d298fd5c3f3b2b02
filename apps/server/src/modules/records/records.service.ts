import {
  formatAmountMinor,
  TRANSACTION_TYPES,
  transactionTypeOf,
  type DepositRecordQuerySchema,
  type Deposit,
  type Page,
  type TransactionLine,
  type TransactionRecordQuerySchema,
  type TransactionType,
  type TransferKind,
  type Withdrawal,
  type WithdrawRecordQuerySchema,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { MemberRow } from '../auth/auth.repository.ts';
import { findAccountId } from '../ledger/ledger.repository.ts';
import { walletOf } from '../ledger/ledger.service.ts';
import { merchantDayRange } from '../../lib/merchant-day.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { listDeposits } from '../payment/payment.repository.ts';
import { toDeposit } from '../payment/payment.service.ts';
import { listWithdrawals } from '../withdraw/withdraw.repository.ts';
import { toWithdrawal } from '../withdraw/withdraw.service.ts';
import { listWalletTransfers } from './records.repository.ts';

/**
 * The member's records (spec §2 /m/vouReport, /m/withdrawReport, /m/transaction/record): each
 * line names the ledger transfer behind it, so any figure can be traced to the ledger.
 */

/** spec §2 /m/vouReport. */
export async function depositRecord(
  db: Db,
  member: MemberRow,
  query: z.output<typeof DepositRecordQuerySchema>,
): Promise<Page<Deposit>> {
  const { rows, total } = await listDeposits(
    db,
    {
      memberId: member.id,
      ...(query.status ? { status: query.status } : {}),
      ...merchantDayRange(query.startDate, query.endDate),
    },
    pageWindow(query),
  );
  return toPage(rows.map(toDeposit), total, query);
}

/** spec §2 /m/withdrawReport. */
export async function withdrawRecord(
  db: Db,
  member: MemberRow,
  query: z.output<typeof WithdrawRecordQuerySchema>,
): Promise<Page<Withdrawal>> {
  const { rows, total } = await listWithdrawals(
    db,
    {
      memberId: member.id,
      ...(query.status ? { status: query.status } : {}),
      ...merchantDayRange(query.startDate, query.endDate),
    },
    pageWindow(query),
  );
  return toPage(rows.map(toWithdrawal), total, query);
}

/**
 * spec §2 /m/transaction/record: every movement of the member's wallet, signed from the wallet's
 * side, with the balance after it. `types` picks groups (agents open it with `?types=A`).
 */
export async function transactionRecord(
  db: Db,
  member: MemberRow,
  query: z.output<typeof TransactionRecordQuerySchema>,
): Promise<Page<TransactionLine>> {
  const walletId = await findAccountId(db, walletOf(member).code);
  if (walletId === undefined) return toPage([], 0, query);
  const kinds = query.types
    ? query.types
        .split(',')
        .flatMap((t) => [...TRANSACTION_TYPES[t as TransactionType]] as TransferKind[])
    : undefined;
  const { rows, total } = await listWalletTransfers(
    db,
    {
      memberId: member.id,
      walletId,
      ...(kinds ? { kinds } : {}),
      ...merchantDayRange(query.startDate, query.endDate),
    },
    pageWindow(query),
  );
  const lines = rows.map((r): TransactionLine => {
    const outgoing = r.debitAccountId === walletId;
    return {
      transferId: r.id,
      time: r.createdAt.toISOString(),
      type: transactionTypeOf(r.kind),
      kind: r.kind,
      amount: formatAmountMinor(outgoing ? -r.amountMinor : r.amountMinor),
      balanceAfter: formatAmountMinor(
        outgoing ? r.debitBalanceAfterMinor : r.creditBalanceAfterMinor,
      ),
      reference: r.reference,
    };
  });
  return toPage(lines, total, query);
}
