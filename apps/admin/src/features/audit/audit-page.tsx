import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import { listAuditLinesEndpoint, type AuditLine } from '@app/contracts';
import { Page } from '../../components/page.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { Money, When } from '../../components/format.tsx';
import { QueryState } from '../../components/query-state.tsx';

const PAGE_SIZE = 50;

type Filters = { actor: string; action: string; targetId: string; from: string; to: string };
const EMPTY: Filters = { actor: '', action: '', targetId: '', from: '', to: '' };

/** A day in the date input (Vietnam time) as the instant the server filters on. */
function dayBoundary(day: string, end: boolean): string | undefined {
  if (!day) return undefined;
  return `${day}T${end ? '23:59:59.999' : '00:00:00.000'}+07:00`;
}

function Change({ line }: { line: AuditLine }) {
  if (line.before === null && line.after === null) return null;
  return (
    <details className="change">
      <summary>before → after</summary>
      <pre>{JSON.stringify(line.before, null, 1)}</pre>
      <pre>{JSON.stringify(line.after, null, 1)}</pre>
    </details>
  );
}

/**
 * Every operator action, newest first: who, when, from where, what, before → after, and the
 * ledger transfer of money actions. Filters go to the server; the table sorts the page it shows.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: ['admin', 'audit', filters, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(listAuditLinesEndpoint, {
        query: {
          pageNo,
          pageSize: PAGE_SIZE,
          actor: filters.actor || undefined,
          action: filters.action || undefined,
          targetId: filters.targetId || undefined,
          from: dayBoundary(filters.from, false),
          to: dayBoundary(filters.to, true),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const columns: ColumnDef<AuditLine, unknown>[] = [
    {
      accessorKey: 'createdAt',
      header: t('audit.when'),
      cell: ({ row }) => <When value={row.original.createdAt} style="dateTimeSeconds" />,
    },
    { accessorKey: 'actor', header: t('audit.actor') },
    {
      accessorKey: 'action',
      header: t('audit.action'),
      cell: ({ row }) => <code>{row.original.action}</code>,
    },
    {
      id: 'target',
      accessorFn: (line) => `${line.targetType}:${line.targetId}`,
      header: t('audit.target'),
    },
    {
      accessorKey: 'amount',
      header: t('audit.amount'),
      cell: ({ row }) => (row.original.amount ? <Money value={row.original.amount} /> : null),
      meta: { align: 'end' },
    },
    { accessorKey: 'transferId', header: t('audit.transfer') },
    { accessorKey: 'reason', header: t('audit.reason') },
    { accessorKey: 'ip', header: t('audit.ip') },
    {
      id: 'change',
      header: t('audit.change'),
      enableSorting: false,
      cell: ({ row }) => <Change line={row.original} />,
      meta: { csv: (line) => JSON.stringify({ before: line.before, after: line.after }) },
    },
  ];
  const field = (key: keyof Filters, type = 'text') => (
    <label className="field inline">
      <span className="field-label">{t(`audit.filter.${key}`)}</span>
      <input
        type={type}
        value={draft[key]}
        onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
      />
    </label>
  );
  return (
    <Page title={t('nav.audit')}>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
          setPageNo(1);
        }}
      >
        {field('actor')}
        {field('action')}
        {field('targetId')}
        {field('from', 'date')}
        {field('to', 'date')}
        <button type="submit" className="btn primary">
          {t('common.search')}
        </button>
        <button
          type="button"
          className="btn ghost"
          onClick={() => {
            setDraft(EMPTY);
            setFilters(EMPTY);
            setPageNo(1);
          }}
        >
          {t('common.clear')}
        </button>
      </form>
      <QueryState query={query}>
        {(page) => (
          <DataTable
            columns={columns}
            data={page.list}
            exportName="audit"
            paging={{ pageNo, pageSize: PAGE_SIZE, total: page.total, onPageChange: setPageNo }}
          />
        )}
      </QueryState>
    </Page>
  );
}
