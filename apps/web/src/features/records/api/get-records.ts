import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  listDepositRecordEndpoint,
  listTransactionRecordEndpoint,
  listWithdrawRecordEndpoint,
  type EndpointQuery,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE, useSession } from '../../../lib/session.ts';

export const RECORD_PAGE_SIZE = 20;

/** One page of each record, newest first. */
const FETCH = {
  deposits: (query: EndpointQuery<typeof listDepositRecordEndpoint>, signal?: AbortSignal) =>
    callEndpoint(listDepositRecordEndpoint, { query, signal }),
  withdrawals: (query: EndpointQuery<typeof listWithdrawRecordEndpoint>, signal?: AbortSignal) =>
    callEndpoint(listWithdrawRecordEndpoint, { query, signal }),
  transactions: (
    query: EndpointQuery<typeof listTransactionRecordEndpoint>,
    signal?: AbortSignal,
  ) => callEndpoint(listTransactionRecordEndpoint, { query, signal }),
};
type Kind = keyof typeof FETCH;
type QueryOf<K extends Kind> = Parameters<(typeof FETCH)[K]>[0];
type PageOf<K extends Kind> = Awaited<ReturnType<(typeof FETCH)[K]>>;

/** The days asked for: YYYY-MM-DD, merchant time; empty: no bound. */
export type RecordFilter = Required<Pick<QueryOf<Kind>, 'startDate' | 'endDate'>>;

/** A record page's filter: the days, and the record's own fields ('' for any). */
type FilterOf<K extends Kind> = RecordFilter & {
  [F in Exclude<keyof QueryOf<K>, 'pageNo' | 'pageSize' | keyof RecordFilter>]?: QueryOf<K>[F] | '';
};

/** The query of one page: paging, and the filter's fields that are set. */
function queryOf<K extends Kind>(filter: FilterOf<K>, pageNo: number): QueryOf<K> {
  const query: Record<string, unknown> = { pageNo, pageSize: RECORD_PAGE_SIZE };
  for (const [key, value] of Object.entries(filter)) if (value) query[key] = value;
  return query as QueryOf<K>;
}

/** One page of a record (deposits, withdrawals or transactions), newest first. */
export function getRecordPage<K extends Kind>(
  kind: K,
  filter: FilterOf<K>,
  pageNo: number,
  signal?: AbortSignal,
): Promise<PageOf<K>> {
  // The three fetchers differ only in their types; K picks the matching query and page.
  const fetchPage = FETCH[kind] as (query: QueryOf<K>, signal?: AbortSignal) => Promise<PageOf<K>>;
  return fetchPage(queryOf(filter, pageNo), signal);
}

export function recordQueryOptions<K extends Kind>(
  kind: K,
  token: string | null,
  filter: FilterOf<K>,
) {
  return infiniteQueryOptions({
    queryKey: [...SESSION_QUERY_SCOPE, 'records', kind, token, filter] as const,
    queryFn: ({ pageParam, signal }) => getRecordPage(kind, filter, pageParam, signal),
    initialPageParam: 1,
    // spec §4: more exist while pageNum < totalPages.
    getNextPageParam: (last: PageOf<K>) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
    enabled: token !== null,
  });
}

function useRecord<K extends Kind>(kind: K, filter: FilterOf<K>) {
  const token = useSession()?.token ?? null;
  return useInfiniteQuery(recordQueryOptions(kind, token, filter));
}

export const useDepositRecord = (filter: FilterOf<'deposits'>) => useRecord('deposits', filter);
export const useWithdrawRecord = (filter: FilterOf<'withdrawals'>) =>
  useRecord('withdrawals', filter);
export const useTransactionRecord = (filter: FilterOf<'transactions'>) =>
  useRecord('transactions', filter);
