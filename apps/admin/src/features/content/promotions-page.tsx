import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  PROMOTION_STATES,
  deletePromotionEndpoint,
  listAdminPromotionsEndpoint,
  type AdminPromotion,
  type PromotionState,
} from '@app/contracts';
import { Page, Panel } from '../../components/page.tsx';
import { FilteredTable, useFilteredList } from '../../components/filtered-list.tsx';
import { When } from '../../components/format.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { PromotionForm } from './promotion-form.tsx';

type StateFilter = PromotionState | 'all';
const STATES: StateFilter[] = ['all', ...PROMOTION_STATES];
const PAGE_SIZE = 50;
const BADGE: Record<PromotionState, string> = {
  live: 'ok',
  scheduled: 'warn',
  ended: 'muted',
  off: 'bad',
};

function usePromotionColumns(
  onEdit: (p: AdminPromotion) => void,
  onDelete: (p: AdminPromotion) => void,
): ColumnDef<AdminPromotion, unknown>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'image',
      header: t('promotions.card'),
      enableSorting: false,
      accessorFn: (p) => p.images.find((i) => i.sequence === 1)?.url ?? '',
      cell: ({ getValue }) => {
        const url = getValue() as string;
        return url ? <img className="banner-thumb" src={url} alt="" /> : null;
      },
    },
    { accessorKey: 'id', header: '#', meta: { align: 'end' } },
    { accessorKey: 'title', header: t('content.titleLabel'), meta: { filter: true } },
    {
      accessorKey: 'category',
      header: t('promotions.category'),
      cell: ({ row }) => t(`promotions.categories.${row.original.category}`),
      meta: { csv: (p) => p.category },
    },
    { accessorKey: 'language', header: t('content.language') },
    {
      accessorKey: 'state',
      header: t('promotions.state'),
      cell: ({ row }) => (
        <span className={`badge ${BADGE[row.original.state]}`}>
          {t(`promotions.states.${row.original.state}`)}
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
      cell: ({ row }) =>
        row.original.noExpiry === 1 ? (
          t('promotions.longTerm')
        ) : (
          <When value={row.original.endDate} />
        ),
    },
    { accessorKey: 'sort', header: t('content.sort'), meta: { align: 'end' } },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="row">
          <button type="button" className="btn small ghost" onClick={() => onEdit(row.original)}>
            {t('common.edit')}
          </button>
          <button type="button" className="btn small danger" onClick={() => onDelete(row.original)}>
            {t('promotions.delete')}
          </button>
        </div>
      ),
    },
  ];
}

/** Promotions (spec §3): list by state, create and edit with rich text and images, delete. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const list = useFilteredList<StateFilter, AdminPromotion>({
    key: 'promotions',
    initial: 'all',
    pageSize: PAGE_SIZE,
    list: (query, signal) => callEndpoint(listAdminPromotionsEndpoint, { query, signal }),
  });
  const { refresh } = list;
  const remove = useMutation({
    mutationFn: (id: number) => callEndpoint(deletePromotionEndpoint, { params: { id } }),
    onSuccess: () => {
      notify(t('promotions.deletedToast'));
      void refresh();
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  const columns = usePromotionColumns(setEditing, (p) => {
    if (window.confirm(t('promotions.deleteConfirm', { title: p.title }))) remove.mutate(p.id);
  });
  return (
    <Page
      title={t('nav.promotions')}
      actions={
        <button type="button" className="btn primary" onClick={() => setEditing('new')}>
          {t('promotions.new')}
        </button>
      }
    >
      {editing ? (
        <Panel
          title={
            editing === 'new' ? t('promotions.new') : t('promotions.editTitle', { id: editing.id })
          }
        >
          <PromotionForm
            key={editing === 'new' ? 'new' : editing.id}
            editing={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              notify(t('promotions.savedToast', { title: saved.title }));
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
        stateLabel={t('promotions.state')}
        labelOf={(s) => t(`promotions.states.${s}`)}
        exportName="promotions"
      />
    </Page>
  );
}
