import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import { searchMembersEndpoint, type MemberSummary } from '@app/contracts';
import { Page } from '../../components/page.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { Money, When } from '../../components/format.tsx';
import { MemberStatusBadge } from './member-badges.tsx';

const PAGE_SIZE = 50;

/** Member search: by account, mobile, e-mail, name or id; each row opens the member. */
export function MembersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: ['admin', 'members', q, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(searchMembersEndpoint, {
        query: { q: q || undefined, pageNo, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const columns: ColumnDef<MemberSummary, unknown>[] = [
    {
      accessorKey: 'account',
      header: t('members.account'),
      cell: ({ row }) => (
        <Link to={`/members/${encodeURIComponent(row.original.account)}`}>
          {row.original.account}
        </Link>
      ),
    },
    { accessorKey: 'id', header: 'ID', meta: { align: 'end' } },
    { accessorKey: 'nickname', header: t('members.nickname') },
    {
      accessorKey: 'kind',
      header: t('members.kind'),
      cell: ({ row }) => t(`members.kinds.${row.original.kind}`),
      meta: { csv: (m) => m.kind },
    },
    {
      accessorKey: 'status',
      header: t('members.status'),
      cell: ({ row }) => <MemberStatusBadge status={row.original.status} />,
    },
    { accessorKey: 'mobileNum', header: t('members.mobile') },
    { accessorKey: 'email', header: t('members.email') },
    {
      accessorKey: 'balance',
      header: t('members.balance'),
      cell: ({ row }) => <Money value={row.original.balance} />,
      sortingFn: (a, b) => Number(a.original.balance) - Number(b.original.balance),
      meta: { align: 'end' },
    },
    {
      accessorKey: 'labels',
      header: t('members.labels'),
      cell: ({ row }) => row.original.labels.join(', '),
      meta: { csv: (m) => m.labels.join(' ') },
    },
    {
      accessorKey: 'createdAt',
      header: t('members.createdAt'),
      cell: ({ row }) => <When value={row.original.createdAt} />,
    },
    {
      accessorKey: 'lastLoginAt',
      header: t('members.lastLoginAt'),
      cell: ({ row }) => <When value={row.original.lastLoginAt} />,
    },
  ];
  return (
    <Page title={t('nav.members')}>
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setPageNo(1);
          setParams(draft.trim() ? { q: draft.trim() } : {});
        }}
      >
        <label className="field inline wide">
          <span className="field-label">{t('members.search')}</span>
          <input
            type="search"
            value={draft}
            maxLength={64}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <button type="submit" className="btn primary">
          {t('common.search')}
        </button>
      </form>
      <DataTable
        columns={columns}
        data={query.data?.list ?? []}
        loading={query.isPending}
        exportName="members"
        paging={{
          pageNo,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          onPageChange: setPageNo,
        }}
      />
    </Page>
  );
}
