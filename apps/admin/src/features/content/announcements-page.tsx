import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  endAnnouncementEndpoint,
  listAdminAnnouncementsEndpoint,
  type AdminAnnouncement,
} from '@app/contracts';
import { Page, Panel } from '../../components/page.tsx';
import { FilteredTable, useFilteredList } from '../../components/filtered-list.tsx';
import { When } from '../../components/format.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { AnnouncementForm } from './announcement-form.tsx';

type State = 'live' | 'scheduled' | 'ended' | 'all';
const STATES: State[] = ['live', 'scheduled', 'ended', 'all'];
const PAGE_SIZE = 50;

function stateOf(a: AdminAnnouncement, now = Date.now()): Exclude<State, 'all'> {
  if (!a.enabled || (a.endDate && Date.parse(a.endDate) <= now)) return 'ended';
  return Date.parse(a.startDate) > now ? 'scheduled' : 'live';
}

/** Announcements (marquee, popups, banners' texts, promotions, agents'): write, edit, schedule, end. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const [editing, setEditing] = useState<AdminAnnouncement | 'new' | null>(null);
  const list = useFilteredList<State, AdminAnnouncement>({
    key: 'announcements',
    initial: 'live',
    pageSize: PAGE_SIZE,
    list: (query, signal) => callEndpoint(listAdminAnnouncementsEndpoint, { query, signal }),
  });
  const { refresh } = list;
  const end = useMutation({
    mutationFn: (id: number) => callEndpoint(endAnnouncementEndpoint, { params: { id } }),
    onSuccess: (a) => {
      notify(t('content.endedToast', { title: a.title }));
      void refresh();
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  const columns: ColumnDef<AdminAnnouncement, unknown>[] = [
    { accessorKey: 'title', header: t('content.titleLabel'), meta: { filter: true } },
    {
      accessorKey: 'type',
      header: t('content.type'),
      cell: ({ row }) => t(`content.types.${row.original.type}`),
      meta: { csv: (a) => a.type },
    },
    { accessorKey: 'language', header: t('content.language') },
    {
      id: 'state',
      header: t('content.state'),
      accessorFn: (a) => stateOf(a),
      cell: ({ getValue }) => (
        <span
          className={`badge ${getValue() === 'live' ? 'ok' : getValue() === 'scheduled' ? 'warn' : 'muted'}`}
        >
          {t(`content.states.${String(getValue())}`)}
        </span>
      ),
    },
    {
      accessorKey: 'startDate',
      header: t('content.start'),
      cell: ({ row }) => <When value={row.original.startDate} />,
    },
    {
      accessorKey: 'endDate',
      header: t('content.end'),
      cell: ({ row }) => <When value={row.original.endDate} />,
    },
    { accessorKey: 'sort', header: t('content.sort'), meta: { align: 'end' } },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="row">
          <button
            type="button"
            className="btn small ghost"
            onClick={() => setEditing(row.original)}
          >
            {t('common.edit')}
          </button>
          {stateOf(row.original) !== 'ended' ? (
            <button
              type="button"
              className="btn small danger"
              onClick={() => {
                if (window.confirm(t('content.endConfirm', { title: row.original.title })))
                  end.mutate(row.original.id);
              }}
            >
              {t('content.end')}
            </button>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <Page
      title={t('nav.announcements')}
      actions={
        <button type="button" className="btn primary" onClick={() => setEditing('new')}>
          {t('content.new')}
        </button>
      }
    >
      {editing ? (
        <Panel
          title={editing === 'new' ? t('content.new') : t('content.editTitle', { id: editing.id })}
        >
          <AnnouncementForm
            key={editing === 'new' ? 'new' : editing.id}
            editing={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              notify(t('content.savedToast', { title: saved.title }));
              setEditing(null);
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
        labelOf={(s) => t(`content.states.${s}`)}
        exportName="announcements"
      />
    </Page>
  );
}
