import { defineEndpoint } from '../endpoint.ts';
import {
  DepositPageSchema,
  DepositRecordQuerySchema,
  WithdrawRecordQuerySchema,
  WithdrawalPageSchema,
} from '../payment.ts';
import { TransactionPageSchema, TransactionRecordQuerySchema } from '../wallet.ts';

// The member's deposit, withdrawal and transaction records (spec §2 /m/vouReport,
// /m/withdrawReport, /m/transaction/record); real accounts only (spec §6). Each line names the
// ledger transfer behind it, so any figure can be traced to the ledger.

/** The paging and date fields every record takes (spec §3 list shapes: pageNum, totalPages). */
const pageDocs = {
  pageNo: 'Page to answer, from 1 (1 when absent).',
  pageSize: 'Lines per page, 1 to 100 (25 when absent).',
  startDate: 'First day included, YYYY-MM-DD in merchant time (UTC+7); no lower bound when absent.',
  endDate: 'Last day included, YYYY-MM-DD in merchant time (UTC+7); no upper bound when absent.',
};

const page = { pageNum: 1, pageSize: 20, total: 1, totalPages: 1 };

export const listDepositRecordEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/records/deposits',
  auth: 'real',
  query: DepositRecordQuerySchema,
  response: DepositPageSchema,
  errors: [],
  tag: 'records',
  summary: 'Deposit record (spec /m/vouReport): dates, status, paging; newest first',
  description:
    'The signed-in member’s deposits (spec §2 /m/vouReport), newest first, between two merchant days and of one status when asked; a confirmed deposit names the ledger transfer that credited the wallet. More pages exist while `pageNum < totalPages` (spec §4).',
  docs: {
    query: {
      ...pageDocs,
      status: 'Only deposits in this state: pending, confirmed, rejected or failed.',
    },
  },
  examples: {
    query: { pageNo: 1, pageSize: 20, startDate: '2026-11-01', endDate: '2026-11-24' },
    response: {
      ...page,
      list: [
        {
          id: 88,
          orderNo: 'D20261124A1B2C3D4',
          channelCode: 'VCB_TRANSFER',
          channelName: 'Chuyển khoản Vietcombank',
          kind: 'bank_transfer',
          amount: '200000.00',
          status: 'confirmed',
          reference: 'NAP demo01 2411',
          createdAt: '2026-11-24T09:30:00.000Z',
          decidedAt: '2026-11-24T09:42:10.000Z',
          reason: null,
          transferId: 9101,
        },
      ],
    },
  },
});

export const listWithdrawRecordEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/records/withdrawals',
  auth: 'real',
  query: WithdrawRecordQuerySchema,
  response: WithdrawalPageSchema,
  errors: [],
  tag: 'records',
  summary: 'Withdraw record (spec /m/withdrawReport): dates, status, paging; newest first',
  description:
    'The signed-in member’s withdrawals (spec §2 /m/withdrawReport), newest first, between two merchant days and of one status when asked; each names the ledger transfer that held the amount and the one that paid it out or returned it. Account numbers are masked.',
  docs: {
    query: { ...pageDocs, status: 'Only withdrawals in this state: pending, paid or rejected.' },
  },
  examples: {
    query: { pageNo: 1, pageSize: 20, status: 'paid' },
    response: {
      ...page,
      list: [
        {
          id: 301,
          orderNo: 'W202611249F8E7D6C',
          amount: '200000.00',
          status: 'paid',
          bankName: 'Vietcombank',
          accountName: 'NGUYEN VAN AN',
          accountNoMasked: '******6789',
          createdAt: '2026-11-24T09:30:00.000Z',
          decidedAt: '2026-11-24T10:05:00.000Z',
          reason: null,
          holdTransferId: 9001,
          settleTransferId: 9007,
        },
      ],
    },
  },
});

export const listTransactionRecordEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/records/transactions',
  auth: 'real',
  module: 'TRANSREC3',
  query: TransactionRecordQuerySchema,
  response: TransactionPageSchema,
  errors: ['agent.permission_denied'],
  tag: 'records',
  summary:
    'Transaction record (spec /m/transaction/record; agents ?types=A): every wallet movement with its ledger transfer id',
  description:
    'Every movement of the signed-in member’s wallet (spec §2 /m/transaction/record), newest first: signed from the wallet’s side (positive in, negative out), with the balance after it and the ledger transfer behind it. `types` picks groups: D deposits, W withdrawals, G games, B bonuses, ADJ adjustments, A agent rebates, commissions and team transfers (agents open it with `?types=A`; an agent without its TRANSREC3 key is refused `agent.permission_denied`).',
  docs: {
    query: {
      ...pageDocs,
      types:
        'Comma-separated type letters (D, W, G, B, ADJ, A), e.g. "A" or "D,W"; every type when absent.',
    },
  },
  examples: {
    query: { pageNo: 1, pageSize: 20, types: 'D,W' },
    response: {
      ...page,
      list: [
        {
          transferId: 9101,
          time: '2026-11-24T09:42:10.000Z',
          type: 'D',
          kind: 'deposit',
          amount: '200000.00',
          balanceAfter: '5200000.00',
          reference: 'deposit:D20261124A1B2C3D4',
        },
      ],
    },
  },
});
