import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  BANNER_GROUPS,
  BANNER_STATES,
  endBannerEndpoint,
  listAdminBannersEndpoint,
  type AdminBanner,
  type BannerGroup,
  type BannerState,
} from '@app/contracts';
import { Page, Panel } from '../../components/page.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { When } from '../../components/format.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { BannerForm } from './banner-form.tsx';

type StateFilter = BannerState | 'all';
const STATES: StateFilter[] = ['all', ...BANNER_STATES];
const PAGE_SIZE = 50;
const BADGE: Record<BannerState, string> = {
  live: 'ok',
  scheduled: 'warn',
  ended: 'muted',
  off: 'bad',
};

function useBannerColumns(
  onEdit: (banner: AdminBanner) => void,
  onEnd: (banner: AdminBanner) => void,
): ColumnDef<AdminBanner, unknown>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'image',
      header: t('banners.image'),
      enableSorting: false,
      accessorFn: (b) => b.imageUrl,
      cell: ({ row }) => <img className="banner-thumb" src={row.original.imageUrl} alt="" />,
    },
    { accessorKey: 'title', header: t('banners.titleLabel'), meta: { filter: true } },
    {
      accessorKey: 'groupName',
      header: t('banners.group'),
      cell: ({ row }) => t(`banners.groups.${row.original.groupName}`),
      meta: { csv: (b) => b.groupName },
    },
    {
      accessorKey: 'state',
      header: t('banners.state'),
      cell: ({ row }) => (
        <span className={`badge ${BADGE[row.original.state]}`}>
          {t(`banners.states.${row.original.state}`)}
        </span>
      ),
    },
    { accessorKey: 'sequence', header: t('banners.sequence'), meta: { align: 'end' } },
    {
      accessorKey: 'startDate',
      header: t('banners.start'),
      cell: ({ row }) => <When value={row.original.startDate} />,
    },
    {
      accessorKey: 'endDate',
      header: t('banners.end'),
      cell: ({ row }) => <When value={row.original.endDate} />,
    },
    { accessorKey: 'link', header: t('banners.link') },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="row">
          <button type="button" className="btn small ghost" onClick={() => onEdit(row.original)}>
            {t('common.edit')}
          </button>
          {row.original.state === 'live' || row.original.state === 'scheduled' ? (
            <button type="button" className="btn small danger" onClick={() => onEnd(row.original)}>
              {t('banners.endNow')}
            </button>
          ) : null}
        </div>
      ),
    },
  ];
}

/** Banners of every group (spec §3): list by group and state, create and edit with an image, end. */
export function BannersPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [group, setGroup] = useState<BannerGroup | ''>('');
  const [state, setState] = useState<StateFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'banners', group, state, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(listAdminBannersEndpoint, {
        query: { ...(group ? { group } : {}), state, pageNo, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'banners'] });
  const end = useMutation({
    mutationFn: (id: number) => callEndpoint(endBannerEndpoint, { params: { id } }),
    onSuccess: (b) => {
      notify(t('banners.endedToast', { title: b.title }));
      void refresh();
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  const columns = useBannerColumns(setEditing, (banner) => {
    if (window.confirm(t('banners.endConfirm', { title: banner.title }))) end.mutate(banner.id);
  });
  return (
    <Page
      title={t('nav.banners')}
      actions={
        <button type="button" className="btn primary" onClick={() => setEditing('new')}>
          {t('banners.new')}
        </button>
      }
    >
      {editing ? (
        <Panel
          title={editing === 'new' ? t('banners.new') : t('banners.editTitle', { id: editing.id })}
        >
          <BannerForm
            key={editing === 'new' ? 'new' : editing.id}
            editing={editing === 'new' ? null : editing}
            group={group || 'm_home'}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              notify(t('banners.savedToast', { title: saved.title }));
              setEditing(null);
              void refresh();
            }}
          />
        </Panel>
      ) : null}
      <DataTable
        columns={columns}
        data={query.data?.list ?? []}
        loading={query.isPending}
        exportName="banners"
        paging={{
          pageNo,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          onPageChange: setPageNo,
        }}
        toolbar={
          <div className="row wrap">
            <label className="field inline">
              <span className="field-label">{t('banners.group')}</span>
              <select
                value={group}
                onChange={(e) => {
                  setGroup(e.target.value as BannerGroup | '');
                  setPageNo(1);
                }}
              >
                <option value="">{t('banners.allGroups')}</option>
                {BANNER_GROUPS.map((g) => (
                  <option key={g} value={g}>
                    {t(`banners.groups.${g}`)}
                  </option>
                ))}
              </select>
            </label>
            <div className="segmented" role="group" aria-label={t('banners.state')}>
              {STATES.map((s) => (
                <button
                  key={s}
                  type="button"
                  aria-pressed={state === s}
                  onClick={() => {
                    setState(s);
                    setPageNo(1);
                  }}
                >
                  {t(`banners.states.${s}`)}
                </button>
              ))}
            </div>
          </div>
        }
      />
    </Page>
  );
}
