import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  getReferralSettingsEndpoint,
  listReferralsEndpoint,
  runReferralJobEndpoint,
  REFERRAL_STATES,
  type AdminReferral,
  type ReferralState,
} from '@app/contracts';
import { DataTable } from '../../components/data-table.tsx';
import { Money, When } from '../../components/format.tsx';
import { Page, Panel } from '../../components/page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { useCan } from '../../lib/operator.ts';
import { ReferralSettingsForm, SETTINGS_KEY } from './referral-settings-form.tsx';

const BADGE: Record<ReferralState, string> = {
  registered: '',
  deposited: 'warn',
  rewarded: 'ok',
};

/** Referrals per page of the list (the server pages it). */
const PAGE_SIZE = 50;

/** Who invited whom, with the state, the reason a deposited referral is not rewarded, and the reward. */
function ReferralList() {
  const { t } = useTranslation();
  const [state, setState] = useState<ReferralState | 'all'>('all');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: ['admin', 'referrals', 'list', state, search, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(listReferralsEndpoint, {
        query: {
          ...(state === 'all' ? {} : { state }),
          ...(search ? { search } : {}),
          pageNo,
          pageSize: PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const columns: ColumnDef<AdminReferral, unknown>[] = [
    {
      accessorKey: 'registeredAt',
      header: t('referrals.registeredAt'),
      cell: ({ row }) => <When value={row.original.registeredAt} />,
    },
    { accessorKey: 'friendAccount', header: t('referrals.friend') },
    { accessorKey: 'referrerAccount', header: t('referrals.referrer') },
    { accessorKey: 'code', header: t('referrals.code') },
    { accessorKey: 'registerIp', header: t('referrals.address') },
    {
      accessorKey: 'state',
      header: t('referrals.state'),
      cell: ({ row }) => (
        <span className={`badge ${BADGE[row.original.state]}`} data-testid="referral-state">
          {t(`referrals.states.${row.original.state}`)}
          {row.original.holdReason ? ` · ${t(`referrals.holds.${row.original.holdReason}`)}` : ''}
        </span>
      ),
      meta: { csv: (r) => `${r.state}${r.holdReason ? `:${r.holdReason}` : ''}` },
    },
    {
      accessorKey: 'firstDeposit',
      header: t('referrals.firstDeposit'),
      cell: ({ row }) => <Money value={row.original.firstDeposit} />,
      meta: { align: 'end' },
    },
    {
      accessorKey: 'reward',
      header: t('referrals.reward'),
      cell: ({ row }) => <Money value={row.original.reward} />,
      meta: { align: 'end' },
    },
    {
      accessorKey: 'rewardedAt',
      header: t('referrals.rewardedAt'),
      cell: ({ row }) => <When value={row.original.rewardedAt} />,
    },
  ];
  return (
    <div className="stack">
      <div className="row wrap">
        <div className="segmented" role="group" aria-label={t('referrals.state')}>
          {(['all', ...REFERRAL_STATES] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={state === s}
              onClick={() => {
                setPageNo(1);
                setState(s);
              }}
            >
              {t(`referrals.states.${s}`)}
            </button>
          ))}
        </div>
        <input
          type="search"
          aria-label={t('referrals.search')}
          placeholder={t('referrals.search')}
          value={search}
          maxLength={32}
          onChange={(e) => {
            setPageNo(1);
            setSearch(e.target.value.trim());
          }}
        />
      </div>
      {query.data ? (
        <p data-testid="referral-total">
          {t('referrals.totalRewarded')} <Money value={query.data.totalRewarded} />
        </p>
      ) : null}
      <DataTable
        columns={columns}
        data={query.data?.list ?? []}
        loading={query.isPending}
        exportName="referrals"
        emptyText={t('referrals.none')}
        paging={{
          pageNo,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          onPageChange: setPageNo,
        }}
      />
    </div>
  );
}

/** Runs the referral job now and says what it did. */
function RunNow() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => callEndpoint(runReferralJobEndpoint),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'referrals'] }),
    onError: (e) => notify(errorText(e), 'error'),
  });
  return (
    <div className="row">
      <button
        type="button"
        className="btn"
        data-testid="referral-run"
        disabled={run.isPending}
        onClick={() => run.mutate()}
      >
        {t('referrals.run')}
      </button>
      {run.data ? (
        <span role="status" data-testid="referral-run-result">
          {t('referrals.ran', run.data)}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Invite friends (docs/decisions/2026-11-25-referrals.md): the reward rule, the referral job on
 * demand, and every member-to-member referral with its state and reward.
 */
export function ReferralsPage() {
  const { t } = useTranslation();
  const canWrite = useCan('settings.write');
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => callEndpoint(getReferralSettingsEndpoint, { signal }),
  });
  return (
    <Page title={t('nav.referrals')}>
      <Panel title={t('referrals.rule')}>
        <QueryState query={settings}>
          {(data) => (
            <ReferralSettingsForm key={JSON.stringify(data)} settings={data} canWrite={canWrite} />
          )}
        </QueryState>
        {canWrite ? <RunNow /> : null}
      </Panel>
      <Panel title={t('referrals.list')}>
        <ReferralList />
      </Panel>
    </Page>
  );
}
