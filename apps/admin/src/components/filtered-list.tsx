import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from './data-table.tsx';

/** A page of rows as the operator API answers lists. */
type Page<Row> = { list: Row[]; total: number };

/**
 * A list the operator filters by state and pages through on the server: the state and page, the
 * query (previous page kept while the next loads) and `refresh` after a change. Changing the
 * state goes back to the first page. `filters` are more of the query's inputs (a banner group).
 */
export function useFilteredList<S extends string, Row>({
  key,
  initial,
  pageSize,
  filters = [],
  list,
}: {
  key: string;
  initial: S;
  pageSize: number;
  filters?: readonly unknown[];
  list: (
    query: { state: S; pageNo: number; pageSize: number },
    signal: AbortSignal,
  ) => Promise<Page<Row>>;
}) {
  const queryClient = useQueryClient();
  const [state, setStateValue] = useState<S>(initial);
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: ['admin', key, ...filters, state, pageNo],
    queryFn: ({ signal }) => list({ state, pageNo, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
  return {
    state,
    setState: (next: S) => {
      setStateValue(next);
      setPageNo(1);
    },
    pageNo,
    setPageNo,
    pageSize,
    query,
    rows: query.data?.list ?? [],
    total: query.data?.total ?? 0,
    refresh: () => queryClient.invalidateQueries({ queryKey: ['admin', key] }),
  };
}

export type FilteredList<S extends string, Row> = ReturnType<typeof useFilteredList<S, Row>>;

/** The state filter: one pressed button per state. */
export function StateButtons<S extends string>({
  states,
  value,
  onChange,
  label,
  labelOf,
}: {
  states: readonly S[];
  value: S;
  onChange: (state: S) => void;
  label: string;
  labelOf: (state: S) => string;
}) {
  return (
    <div className="segmented" role="group" aria-label={label}>
      {states.map((s) => (
        <button key={s} type="button" aria-pressed={value === s} onClick={() => onChange(s)}>
          {labelOf(s)}
        </button>
      ))}
    </div>
  );
}

/**
 * The table of a filtered list: its rows, paging and CSV export, with the state buttons (and
 * any other filters before them) in the toolbar.
 */
export function FilteredTable<S extends string, Row>({
  list,
  columns,
  states,
  stateLabel,
  labelOf,
  exportName,
  filters,
}: {
  list: FilteredList<S, Row>;
  columns: ColumnDef<Row, unknown>[];
  states: readonly S[];
  stateLabel: string;
  labelOf: (state: S) => string;
  exportName: string;
  filters?: ReactNode;
}) {
  const buttons = (
    <StateButtons
      states={states}
      value={list.state}
      onChange={list.setState}
      label={stateLabel}
      labelOf={labelOf}
    />
  );
  return (
    <DataTable
      columns={columns}
      data={list.rows}
      loading={list.query.isPending}
      exportName={exportName}
      paging={{
        pageNo: list.pageNo,
        pageSize: list.pageSize,
        total: list.total,
        onPageChange: list.setPageNo,
      }}
      toolbar={
        filters ? (
          <div className="row wrap">
            {filters}
            {buttons}
          </div>
        ) : (
          buttons
        )
      }
    />
  );
}
