import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import { listAdminFeedbackEndpoint, type AdminFeedback } from '@app/contracts';
import { Page, Panel } from '../../components/page.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { When } from '../../components/format.tsx';
import { useNotify } from '../../components/toast.tsx';
import { can, useMe } from '../../lib/operator.ts';
import { FeedbackAnswerForm } from './feedback-answer-form.tsx';

type Status = 'open' | 'answered' | 'all';
const STATUSES: Status[] = ['open', 'answered', 'all'];
const PAGE_SIZE = 50;

/**
 * Members' feedback (spec §7 feedback PUT): open ones oldest first, answered ones with their
 * answer; support answers here and the answer arrives in the member's inbox.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const me = useMe();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('open');
  const [pageNo, setPageNo] = useState(1);
  const [answering, setAnswering] = useState<AdminFeedback | null>(null);
  const mayAnswer = can(me.data, 'members.write');
  const query = useQuery({
    queryKey: ['admin', 'feedback', status, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(listAdminFeedbackEndpoint, {
        query: { status, pageNo, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const columns: ColumnDef<AdminFeedback, unknown>[] = [
    {
      accessorKey: 'createdAt',
      header: t('feedback.createdAt'),
      cell: ({ row }) => <When value={row.original.createdAt} />,
    },
    { accessorKey: 'account', header: t('feedback.account'), meta: { filter: true } },
    {
      accessorKey: 'category',
      header: t('feedback.category'),
      cell: ({ row }) => t(`feedback.categories.${row.original.category}`),
      meta: { csv: (f) => f.category },
    },
    { accessorKey: 'content', header: t('feedback.content'), meta: { filter: true } },
    {
      accessorKey: 'status',
      header: t('content.state'),
      cell: ({ row }) => (
        <span className={`badge ${row.original.status === 'open' ? 'warn' : 'ok'}`}>
          {t(`feedback.statuses.${row.original.status}`)}
        </span>
      ),
    },
    {
      id: 'answeredBy',
      header: t('feedback.answeredBy'),
      accessorFn: (f) => f.answeredBy ?? '',
    },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.status === 'open' && mayAnswer ? (
          <button
            type="button"
            className="btn small primary"
            data-testid={`feedback-answer-${row.original.id}`}
            onClick={() => setAnswering(row.original)}
          >
            {t('feedback.answer')}
          </button>
        ) : null,
    },
  ];
  return (
    <Page title={t('nav.feedback')}>
      {answering ? (
        <Panel title={t('feedback.answerTitle', { account: answering.account })}>
          <blockquote className="muted">{answering.content}</blockquote>
          <FeedbackAnswerForm
            key={answering.id}
            feedback={answering}
            onCancel={() => setAnswering(null)}
            onAnswered={(answered) => {
              notify(t('feedback.answeredToast', { account: answered.account }));
              setAnswering(null);
              void queryClient.invalidateQueries({ queryKey: ['admin', 'feedback'] });
            }}
          />
        </Panel>
      ) : null}
      <DataTable
        columns={columns}
        data={query.data?.list ?? []}
        loading={query.isPending}
        exportName="feedback"
        paging={{
          pageNo,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          onPageChange: setPageNo,
        }}
        toolbar={
          <div className="segmented" role="group" aria-label={t('content.state')}>
            {STATUSES.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={status === s}
                onClick={() => {
                  setStatus(s);
                  setPageNo(1);
                }}
              >
                {t(`feedback.statuses.${s}`)}
              </button>
            ))}
          </div>
        }
      />
    </Page>
  );
}
