import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  listAdminInboxEndpoint,
  withdrawInboxMessageEndpoint,
  type AdminInboxMessage,
} from '@app/contracts';
import { Page, Panel } from '../../components/page.tsx';
import { FilteredTable, useFilteredList } from '../../components/filtered-list.tsx';
import { When } from '../../components/format.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { InboxForm } from './inbox-form.tsx';

type State = 'sent' | 'withdrawn' | 'all';
const STATES: State[] = ['sent', 'withdrawn', 'all'];
const PAGE_SIZE = 50;

/** Who a message went to, in words: the account, the segment's criteria, or everyone. */
function useRecipientText() {
  const { t } = useTranslation();
  return (m: AdminInboxMessage): string => {
    if (m.target === 'member') return m.account ?? '—';
    if (m.target === 'all') return t('inbox.targets.all');
    const parts = [
      m.memberType !== null ? t(`inbox.memberTypes.t${m.memberType}`, String(m.memberType)) : null,
      m.clubLabel,
      m.label ? `#${m.label}` : null,
    ].filter(Boolean);
    return `${t('inbox.targets.segment')}: ${parts.join(' · ')}`;
  };
}

/** Inbox messages to members: compose, the sent list with recipients and reads, withdraw. */
export function InboxPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const recipientText = useRecipientText();
  const [composing, setComposing] = useState(false);
  const list = useFilteredList<State, AdminInboxMessage>({
    key: 'inbox',
    initial: 'sent',
    pageSize: PAGE_SIZE,
    list: (query, signal) => callEndpoint(listAdminInboxEndpoint, { query, signal }),
  });
  const { refresh } = list;
  const withdraw = useMutation({
    mutationFn: (id: number) => callEndpoint(withdrawInboxMessageEndpoint, { params: { id } }),
    onSuccess: (m) => {
      notify(t('inbox.withdrawnToast', { title: m.title }));
      void refresh();
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  const columns: ColumnDef<AdminInboxMessage, unknown>[] = [
    { accessorKey: 'title', header: t('content.titleLabel'), meta: { filter: true } },
    {
      id: 'recipients',
      header: t('inbox.recipients'),
      accessorFn: (m) => recipientText(m),
      meta: { filter: true },
    },
    {
      id: 'reads',
      header: t('inbox.reads'),
      accessorFn: (m) => `${m.reads} / ${m.recipients}`,
      meta: { align: 'end' },
    },
    {
      accessorKey: 'sentAt',
      header: t('inbox.sentAt'),
      cell: ({ row }) => <When value={row.original.sentAt} />,
    },
    { accessorKey: 'sentBy', header: t('inbox.sentBy') },
    {
      id: 'state',
      header: t('content.state'),
      accessorFn: (m) => (m.withdrawnAt ? 'withdrawn' : 'sent'),
      cell: ({ getValue }) => (
        <span className={`badge ${getValue() === 'sent' ? 'ok' : 'muted'}`}>
          {t(`inbox.states.${String(getValue())}`)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.withdrawnAt ? null : (
          <button
            type="button"
            className="btn small danger"
            onClick={() => {
              if (window.confirm(t('inbox.withdrawConfirm', { title: row.original.title })))
                withdraw.mutate(row.original.id);
            }}
          >
            {t('inbox.withdraw')}
          </button>
        ),
    },
  ];
  return (
    <Page
      title={t('nav.inbox')}
      actions={
        <button
          type="button"
          className="btn primary"
          data-testid="inbox-compose"
          onClick={() => setComposing(true)}
        >
          {t('inbox.compose')}
        </button>
      }
    >
      {composing ? (
        <Panel title={t('inbox.compose')}>
          <InboxForm
            onCancel={() => setComposing(false)}
            onSent={(sent) => {
              notify(t('inbox.sentToast', { title: sent.title, count: sent.recipients }));
              setComposing(false);
              void refresh();
            }}
          />
        </Panel>
      ) : null}
      <FilteredTable
        list={list}
        columns={columns}
        states={STATES}
        stateLabel={t('content.state')}
        labelOf={(s) => t(`inbox.states.${s}`)}
        exportName="inbox"
      />
    </Page>
  );
}
