import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../components/data-table.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { useCan } from '../../lib/operator.ts';
import { MemberActivity } from './member-activity.tsx';

export type Decision = 'accept' | 'reject';
type Pending = { id: number; decision: Decision } | null;

/**
 * A queue of money requests waiting for an operator: pending or all, paged by the server, with a
 * decision (accept with an optional note, reject with a required reason) on each pending line.
 */
export function DecisionQueue<Row extends { id: number; status: string; account: string }>({
  columns,
  rows,
  total,
  pageNo,
  pageSize,
  loading,
  status,
  canDecide,
  acceptLabel,
  exportName,
  onStatusChange,
  onPageChange,
  onDecide,
}: {
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  total: number;
  pageNo: number;
  pageSize: number;
  loading: boolean;
  status: 'pending' | 'all';
  canDecide: boolean;
  acceptLabel: string;
  exportName: string;
  onStatusChange: (status: 'pending' | 'all') => void;
  onPageChange: (pageNo: number) => void;
  onDecide: (id: number, decision: Decision, reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [pending, setPending] = useState<Pending>(null);
  const [watching, setWatching] = useState<string | null>(null);
  const canSeeMembers = useCan('members.read');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions: ColumnDef<Row, unknown> = {
    id: 'actions',
    header: '',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="row">
        {canSeeMembers ? (
          <button
            type="button"
            className="btn small ghost"
            aria-pressed={watching === row.original.account}
            onClick={() => setWatching(row.original.account)}
          >
            {t('money.activity')}
          </button>
        ) : null}
        {canDecide && row.original.status === 'pending' ? (
          <>
            <button
              type="button"
              className="btn small primary"
              onClick={() => setPending({ id: row.original.id, decision: 'accept' })}
            >
              {acceptLabel}
            </button>
            <button
              type="button"
              className="btn small danger"
              onClick={() => setPending({ id: row.original.id, decision: 'reject' })}
            >
              {t('money.reject')}
            </button>
          </>
        ) : null}
      </div>
    ),
  };
  return (
    <div className={watching ? 'queue with-aside' : 'queue'}>
      <DataTable
        columns={[...columns, actions]}
        data={rows}
        loading={loading}
        exportName={exportName}
        paging={{ pageNo, pageSize, total, onPageChange }}
        toolbar={
          <div className="segmented" role="group" aria-label={t('money.show')}>
            {(['pending', 'all'] as const).map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={status === s}
                onClick={() => onStatusChange(s)}
              >
                {t(`money.status.${s}`)}
              </button>
            ))}
          </div>
        }
      />
      {watching ? <MemberActivity account={watching} onClose={() => setWatching(null)} /> : null}
      <ReasonDialog
        open={pending !== null}
        title={pending?.decision === 'reject' ? t('money.rejectTitle') : t('money.acceptTitle')}
        confirmLabel={pending?.decision === 'reject' ? t('money.reject') : acceptLabel}
        required={pending?.decision === 'reject'}
        busy={busy}
        error={error}
        onClose={() => {
          setPending(null);
          setError(null);
        }}
        onSubmit={(reason) => {
          if (!pending) return;
          setBusy(true);
          setError(null);
          onDecide(pending.id, pending.decision, reason)
            .then(() => setPending(null))
            .catch((e: unknown) => setError(errorText(e)))
            .finally(() => setBusy(false));
        }}
      />
    </div>
  );
}
