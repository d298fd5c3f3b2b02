import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import { listCannedRepliesEndpoint, saveCannedRepliesEndpoint } from '@app/contracts';
import { Panel } from '../../components/page.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';

type Line = { title: string; text: string };

/** The canned replies, edited as one list: add, change, remove, save. */
export function CannedReplies({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['admin', 'chat', 'canned'],
    queryFn: ({ signal }) => callEndpoint(listCannedRepliesEndpoint, { signal }),
  });
  const [lines, setLines] = useState<Line[] | null>(null);
  const shown: Line[] = lines ?? query.data?.list.map(({ title, text }) => ({ title, text })) ?? [];
  const change = (i: number, patch: Partial<Line>) =>
    setLines(shown.map((line, j) => (j === i ? { ...line, ...patch } : line)));
  const save = useMutation({
    mutationFn: () => callEndpoint(saveCannedRepliesEndpoint, { body: { list: shown } }),
    onSuccess: () => {
      notify(t('chat.cannedSaved'));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'chat', 'canned'] });
      onDone();
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  return (
    <Panel title={t('chat.cannedTitle')}>
      <div className="stack" data-testid="canned-replies">
        {shown.map((line, i) => (
          <div className="row" key={i}>
            <input
              aria-label={t('chat.cannedName')}
              value={line.title}
              maxLength={60}
              onChange={(e) => change(i, { title: e.target.value })}
            />
            <input
              className="grow"
              aria-label={t('chat.cannedText')}
              value={line.text}
              maxLength={1000}
              onChange={(e) => change(i, { text: e.target.value })}
            />
            <button
              type="button"
              className="btn small danger"
              onClick={() => setLines(shown.filter((_, j) => j !== i))}
            >
              {t('chat.remove')}
            </button>
          </div>
        ))}
        <div className="row">
          <button
            type="button"
            className="btn"
            onClick={() => setLines([...shown, { title: '', text: '' }])}
          >
            {t('chat.addCanned')}
          </button>
          <button type="button" className="btn ghost" onClick={onDone}>
            {t('chat.cancel')}
          </button>
          <button
            type="button"
            className="btn primary"
            disabled={save.isPending}
            onClick={() => save.mutate()}
          >
            {t('chat.save')}
          </button>
        </div>
      </div>
    </Panel>
  );
}
