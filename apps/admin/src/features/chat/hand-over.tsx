import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import { assignAdminChatEndpoint, listChatOperatorsEndpoint } from '@app/contracts';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';

/** Hands a conversation to another operator whose role answers chats (audited by the server). */
export function HandOver({
  conversationId,
  current,
}: {
  conversationId: number;
  current: number | null;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const team = useQuery({
    queryKey: ['admin', 'chat', 'operators'],
    queryFn: ({ signal }) => callEndpoint(listChatOperatorsEndpoint, { signal }),
    staleTime: 60_000,
  });
  const assign = useMutation({
    mutationFn: (operatorId: number) =>
      callEndpoint(assignAdminChatEndpoint, {
        params: { id: conversationId },
        body: { operatorId },
      }),
    onSuccess: (after) => {
      notify(t('chat.handedOver', { name: after.assignedOperatorName ?? '' }));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'chat'] });
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  return (
    <select
      aria-label={t('chat.handOver')}
      value=""
      disabled={assign.isPending}
      onChange={(e) => {
        if (e.target.value) assign.mutate(Number(e.target.value));
      }}
    >
      <option value="">{t('chat.handOver')}</option>
      {(team.data?.list ?? [])
        .filter((o) => o.id !== current)
        .map((o) => (
          <option key={o.id} value={o.id}>
            {o.username}
          </option>
        ))}
    </select>
  );
}
