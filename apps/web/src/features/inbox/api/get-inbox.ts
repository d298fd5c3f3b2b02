import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listInboxEndpoint, type InboxPage } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE, useSession } from '../../../lib/session.ts';

/** Every inbox answer of the session (list pages and opened messages). */
export const INBOX_QUERY_KEY = [...SESSION_QUERY_SCOPE, 'inbox'] as const;
const PAGE_SIZE = 20;

/** spec §2 /m/webEmail: one page of the member's inbox, newest first. */
export function getInbox(pageNo: number, signal?: AbortSignal): Promise<InboxPage> {
  return callEndpoint(listInboxEndpoint, { signal, query: { pageNo, pageSize: PAGE_SIZE } });
}

export function inboxQueryOptions(token: string | null) {
  return infiniteQueryOptions({
    queryKey: [...INBOX_QUERY_KEY, 'list', token] as const,
    queryFn: ({ pageParam, signal }) => getInbox(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: InboxPage) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
    enabled: token !== null,
  });
}

export function useInbox() {
  const token = useSession()?.token ?? null;
  return useInfiniteQuery(inboxQueryOptions(token));
}
