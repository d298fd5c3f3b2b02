import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteInboxMessageEndpoint } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useInvalidateUnread } from '../../../lib/queries/unread-counts.ts';
import { INBOX_QUERY_KEY } from './get-inbox.ts';

/** Deletes one message from the member's own inbox. */
export function deleteInboxMessage(id: number) {
  return callEndpoint(deleteInboxMessageEndpoint, { params: { id } });
}

export function useDeleteInboxMessage() {
  const queryClient = useQueryClient();
  const invalidateUnread = useInvalidateUnread();
  return useMutation({
    mutationFn: deleteInboxMessage,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...INBOX_QUERY_KEY, 'list'] }),
        invalidateUnread(),
      ]);
    },
  });
}
