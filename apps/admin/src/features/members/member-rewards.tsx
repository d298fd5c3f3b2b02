import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import { listMemberRewardsEndpoint, type AdminReward } from '@app/contracts';
import { DataTable } from '../../components/data-table.tsx';
import { Money, When } from '../../components/format.tsx';
import { QueryState } from '../../components/query-state.tsx';

const BADGE: Record<AdminReward['state'], string> = {
  claimable: 'warn',
  claimed: 'ok',
  expired: 'muted',
};

/**
 * A member's reward-center grants, read-only (issue 13's operator screens): what granted each
 * (the kind of its source), the amount, the wagering it asks and whether that is met.
 */
export function MemberRewards({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['admin', 'member-rewards', memberId],
    queryFn: ({ signal }) =>
      callEndpoint(listMemberRewardsEndpoint, { params: { id: memberId }, signal }),
  });
  const columns: ColumnDef<AdminReward, unknown>[] = [
    {
      accessorKey: 'createdAt',
      header: t('members.time'),
      cell: ({ row }) => <When value={row.original.createdAt} />,
    },
    { accessorKey: 'title', header: t('members.rewards.title') },
    {
      id: 'source',
      header: t('members.rewards.source'),
      accessorFn: (r) => r.source.split(':')[0],
      meta: { csv: (r) => r.source },
    },
    {
      accessorKey: 'amount',
      header: t('members.amount'),
      cell: ({ row }) => <Money value={row.original.amount} />,
      meta: { align: 'end' },
    },
    {
      id: 'wagering',
      header: t('members.rewards.wagering'),
      accessorFn: (r) => r.turnoverRequired,
      cell: ({ row }) =>
        row.original.wageringMultiple === 0 ? (
          <span className="muted">—</span>
        ) : (
          <>
            ×{row.original.wageringMultiple} (<Money value={row.original.turnoverRequired} />)
            {row.original.state === 'claimed' ? (
              <div className="muted">
                {row.original.wageringMetAt ? (
                  <>
                    {t('members.rewards.met')} <When value={row.original.wageringMetAt} />
                  </>
                ) : (
                  t('members.rewards.open')
                )}
              </div>
            ) : null}
          </>
        ),
    },
    {
      accessorKey: 'state',
      header: t('members.status'),
      cell: ({ row }) => (
        <span className={`badge ${BADGE[row.original.state]}`}>
          {t(`members.rewards.states.${row.original.state}`)}
        </span>
      ),
      meta: { csv: (r) => r.state },
    },
    {
      accessorKey: 'expiresAt',
      header: t('members.rewards.expires'),
      cell: ({ row }) => <When value={row.original.expiresAt} />,
    },
  ];
  return (
    <QueryState query={query}>
      {(value) => (
        <DataTable
          columns={columns}
          data={value.list}
          exportName={`rewards-${memberId}`}
          emptyText={t('members.rewards.none')}
          pageSize={10}
        />
      )}
    </QueryState>
  );
}
