import { useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type Header,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { csvDocument } from '@app/contracts';

/** Server paging: the page the server answered and how many there are in all. */
export type ServerPaging = {
  pageNo: number;
  pageSize: number;
  total: number;
  onPageChange: (pageNo: number) => void;
};

type Props<Row> = {
  /** The columns; `meta.csv` gives a column's plain value for the CSV export. */
  columns: ColumnDef<Row, unknown>[];
  data: Row[];
  /** Name of the exported file, without extension. */
  exportName: string;
  /** Server-side paging; without it the table sorts, filters and pages in the browser. */
  paging?: ServerPaging;
  loading?: boolean;
  emptyText?: string;
  toolbar?: ReactNode;
  pageSize?: number;
};

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData, TValue> {
    /** The value written to the CSV export, when the cell's value is not already plain. */
    csv?: (row: TData) => unknown;
    /** Show a filter box under this column's header. */
    filter?: boolean;
    align?: 'end';
    /** Marks the type parameter as used. */
    _value?: TValue;
  }
}

function download(name: string, text: string) {
  const blob = new Blob([text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A column's header: its name (a sort button where the column sorts) and its filter box. */
function HeaderCell<Row>({ header }: { header: Header<Row, unknown> }) {
  const { t } = useTranslation();
  const column = header.column;
  const sorted = column.getIsSorted();
  const canSort = column.getCanSort() && column.id !== 'actions';
  const name = typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
  return (
    <th
      className={column.columnDef.meta?.align === 'end' ? 'num' : undefined}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      {canSort ? (
        <button type="button" className="th-sort" onClick={column.getToggleSortingHandler()}>
          {flexRender(column.columnDef.header, header.getContext())}
          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
        </button>
      ) : (
        flexRender(column.columnDef.header, header.getContext())
      )}
      {column.columnDef.meta?.filter ? (
        <input
          className="th-filter"
          aria-label={t('table.filterBy', { column: name })}
          value={(column.getFilterValue() as string | undefined) ?? ''}
          onChange={(e) => column.setFilterValue(e.target.value || undefined)}
        />
      ) : null}
    </th>
  );
}

/**
 * Every list of the console: TanStack Table with sorting, column filters, paging (in the browser
 * or by the server) and an export of what is shown as CSV with formula cells escaped.
 */
export function DataTable<Row>({
  columns,
  data,
  exportName,
  paging,
  loading,
  emptyText,
  toolbar,
  pageSize = 25,
}: Props<Row>) {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const table = useReactTable({
    data,
    columns,
    state: { sorting, columnFilters, ...(paging ? {} : { pagination }) },
    onSortingChange: setSorting,
    onColumnFiltersChange: setColumnFilters,
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    ...(paging ? { manualPagination: true } : { getPaginationRowModel: getPaginationRowModel() }),
  });

  const exportCsv = () => {
    const leaves = table.getVisibleLeafColumns().filter((c) => c.id !== 'actions');
    const header = leaves.map((c) =>
      typeof c.columnDef.header === 'string' ? c.columnDef.header : c.id,
    );
    const rows = table
      .getPrePaginationRowModel()
      .rows.map((row) =>
        leaves.map((c) =>
          c.columnDef.meta?.csv ? c.columnDef.meta.csv(row.original) : row.getValue(c.id),
        ),
      );
    download(exportName, csvDocument([header, ...rows]));
  };

  const pageNo = paging ? paging.pageNo : pagination.pageIndex + 1;
  const pageCount = paging
    ? Math.max(1, Math.ceil(paging.total / paging.pageSize))
    : Math.max(1, table.getPageCount());
  const goTo = (n: number) => (paging ? paging.onPageChange(n) : table.setPageIndex(n - 1));
  const rows = table.getRowModel().rows;

  return (
    <div className="table-wrap">
      <div className="table-toolbar">
        {toolbar}
        <span className="spacer" />
        <button type="button" className="btn ghost" onClick={exportCsv} disabled={!data.length}>
          {t('table.exportCsv')}
        </button>
      </div>
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cell.column.columnDef.meta?.align === 'end' ? 'num' : undefined}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {!rows.length ? (
              <tr>
                <td colSpan={columns.length} className="empty">
                  {loading ? t('common.loading') : (emptyText ?? t('table.empty'))}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <nav className="pager" aria-label={t('table.pages')}>
        <button
          type="button"
          className="btn ghost"
          disabled={pageNo <= 1}
          onClick={() => goTo(pageNo - 1)}
        >
          {t('table.previous')}
        </button>
        <span>{t('table.pageOf', { page: pageNo, count: pageCount })}</span>
        <button
          type="button"
          className="btn ghost"
          disabled={pageNo >= pageCount}
          onClick={() => goTo(pageNo + 1)}
        >
          {t('table.next')}
        </button>
      </nav>
    </div>
  );
}
