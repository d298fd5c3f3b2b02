import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  DepositPageSchema,
  TransactionPageSchema,
  WithdrawalPageSchema,
  type DepositStatus,
  type TransactionType,
  type WithdrawalStatus,
} from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { SESSION_QUERY_SCOPE, useSession } from '../../../lib/session.ts';

export const RECORD_PAGE_SIZE = 20;

export type RecordFilter = {
  /** YYYY-MM-DD, merchant time; empty: no bound. */
  startDate: string;
  endDate: string;
};

const KINDS = {
  deposits: { path: '/wps/records/deposits', schema: DepositPageSchema },
  withdrawals: { path: '/wps/records/withdrawals', schema: WithdrawalPageSchema },
  transactions: { path: '/wps/records/transactions', schema: TransactionPageSchema },
} as const;
type Kind = keyof typeof KINDS;

type Query = RecordFilter & { status?: string; types?: string };

/** One page of a record (GET /wps/records/{deposits,withdrawals,transactions}), newest first. */
export function getRecordPage<K extends Kind>(
  kind: K,
  filter: Query,
  pageNo: number,
  signal?: AbortSignal,
): Promise<z.infer<(typeof KINDS)[K]['schema']>> {
  const { path, schema } = KINDS[kind];
  return apiRequest(path, {
    schema,
    signal,
    query: {
      pageNo,
      pageSize: RECORD_PAGE_SIZE,
      startDate: filter.startDate || undefined,
      endDate: filter.endDate || undefined,
      status: filter.status || undefined,
      types: filter.types || undefined,
    },
  }) as Promise<z.infer<(typeof KINDS)[K]['schema']>>;
}

export function recordQueryOptions<K extends Kind>(kind: K, token: string | null, filter: Query) {
  return infiniteQueryOptions({
    queryKey: [...SESSION_QUERY_SCOPE, 'records', kind, token, filter] as const,
    queryFn: ({ pageParam, signal }) => getRecordPage(kind, filter, pageParam, signal),
    initialPageParam: 1,
    // spec §4: more exist while pageNum < totalPages.
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: token !== null,
  });
}

function useRecord<K extends Kind>(kind: K, filter: Query) {
  const token = useSession()?.token ?? null;
  return useInfiniteQuery(recordQueryOptions(kind, token, filter));
}

export const useDepositRecord = (filter: RecordFilter & { status?: DepositStatus | '' }) =>
  useRecord('deposits', filter);
export const useWithdrawRecord = (filter: RecordFilter & { status?: WithdrawalStatus | '' }) =>
  useRecord('withdrawals', filter);
export const useTransactionRecord = (filter: RecordFilter & { types?: TransactionType | '' }) =>
  useRecord('transactions', filter);
