import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getInboxMessageEndpoint, type InboxMessage } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useInvalidateUnread } from '../../../lib/queries/unread-counts.ts';
import { useSession } from '../../../lib/session.ts';
import { INBOX_QUERY_KEY } from './get-inbox.ts';

/** spec §2 /m/messageDetail?id=: opens one message; the server marks it read (not for type 4). */
export function getInboxMessage(id: number, signal?: AbortSignal): Promise<InboxMessage> {
  return callEndpoint(getInboxMessageEndpoint, { signal, params: { id } });
}

export function inboxMessageQueryOptions(token: string | null, id: number) {
  return queryOptions({
    queryKey: [...INBOX_QUERY_KEY, 'message', id, token] as const,
    queryFn: ({ signal }) => getInboxMessage(id, signal),
    enabled: token !== null && id > 0,
    retry: false,
  });
}

/**
 * One message. Once it has been opened (and so marked read), the list and the badges are asked
 * to count again.
 */
export function useInboxMessage(id: number) {
  const token = useSession()?.token ?? null;
  const query = useQuery(inboxMessageQueryOptions(token, id));
  const queryClient = useQueryClient();
  const invalidateUnread = useInvalidateUnread();
  const openedId = query.data?.id;
  useEffect(() => {
    if (openedId === undefined) return;
    void queryClient.invalidateQueries({ queryKey: [...INBOX_QUERY_KEY, 'list'] });
    void invalidateUnread();
  }, [openedId, queryClient, invalidateUnread]);
  return query;
}
