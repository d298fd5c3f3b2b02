import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  CONTRACT_KINDS,
  CONTRACT_STATES,
  adminCancelContractEndpoint,
  adminContractStatementsEndpoint,
  adminListContractsEndpoint,
  adminOfferContractEndpoint,
  adminRunContractsEndpoint,
  type Contract,
  type ContractKind,
  type ContractRun,
  type ContractState,
  type ContractStatement,
} from '@app/contracts';
import { DataTable } from '../../components/data-table.tsx';
import { Page, Panel } from '../../components/page.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { useCan } from '../../lib/operator.ts';

const KEY = ['admin', 'agent-contracts'] as const;

/** Offers and contracts per page of the list (the server pages it). */
const PAGE_SIZE = 50;

/** "5 · 5000000.00 → 100000.00" per tier; a dividend's reward is a share in %. */
function tiersText(c: Contract): string {
  const unit = c.kind === 'dividend' ? ' %' : '';
  return c.tiers.map((t) => `${t.activeMembers} · ${t.threshold} → ${t.reward}${unit}`).join('; ');
}

/**
 * Agent contracts (docs/decisions/2026-11-25-agent-contracts.md): every offer and contract with
 * its state, upline, agent, kind and tiers; a contract's statements; an offer to any agent or a
 * cancel (audited); the settlement job run now.
 */
export function AgentContractsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const canWrite = useCan('members.write');
  const [filter, setFilter] = useState<Filter>({ kind: '', state: '', search: '' });
  const { kind, state, search } = filter;
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const query = useQuery({
    queryKey: [...KEY, kind, state, search, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(adminListContractsEndpoint, {
        signal,
        query: {
          ...(kind ? { kind } : {}),
          ...(state ? { state } : {}),
          ...(search ? { search } : {}),
          pageNo,
          pageSize: PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
  const cancel = useMutation({
    mutationFn: (id: number) => callEndpoint(adminCancelContractEndpoint, { params: { id } }),
    onSuccess: () => {
      notify(t('contracts.cancelled'));
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  const columns: ColumnDef<Contract, unknown>[] = [
    { accessorKey: 'id', header: '#' },
    {
      accessorKey: 'account',
      header: t('contracts.agent'),
      cell: ({ row }) => (
        <button
          type="button"
          className="btn link"
          onClick={() => setSelected(row.original.id)}
          data-testid={`contract-open-${row.original.id}`}
        >
          {row.original.account}
        </button>
      ),
    },
    { accessorKey: 'upline', header: t('contracts.upline') },
    {
      accessorKey: 'kind',
      header: t('contracts.kind'),
      cell: ({ row }) => t(`contracts.kinds.${row.original.kind}`),
    },
    {
      accessorKey: 'state',
      header: t('contracts.state'),
      cell: ({ row }) => (
        <span data-testid={`contract-state-${row.original.id}`}>
          {t(`contracts.states.${row.original.state}`)}
        </span>
      ),
    },
    { id: 'tiers', header: t('contracts.tiers'), cell: ({ row }) => tiersText(row.original) },
    { accessorKey: 'offeredBy', header: t('contracts.offeredBy') },
    { accessorKey: 'effectiveFrom', header: t('contracts.effectiveFrom') },
    {
      id: 'actions',
      header: t('contracts.actions'),
      cell: ({ row }) =>
        canWrite && (row.original.state === 'pending' || row.original.state === 'active') ? (
          <button
            type="button"
            className="btn ghost"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(row.original.id)}
            data-testid={`contract-cancel-${row.original.id}`}
          >
            {t('contracts.cancel')}
          </button>
        ) : null,
    },
  ];
  return (
    <Page title={t('nav.agentContracts')}>
      <ContractFilters
        value={filter}
        onChange={(next) => {
          setPageNo(1);
          setFilter(next);
        }}
      />
      <DataTable
        columns={columns}
        data={query.data?.list ?? []}
        loading={query.isPending}
        exportName="agent-contracts"
        paging={{
          pageNo,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          onPageChange: setPageNo,
        }}
      />
      {selected !== null ? <Statements id={selected} /> : null}
      {canWrite ? <OfferForm /> : null}
      {canWrite ? <RunNow /> : null}
    </Page>
  );
}

type Filter = { kind: ContractKind | ''; state: ContractState | ''; search: string };

/** Kind and state apply at once; the account search when submitted. */
function ContractFilters({ value, onChange }: { value: Filter; onChange: (f: Filter) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value.search);
  return (
    <form
      className="filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...value, search: draft.trim() });
      }}
    >
      <label className="field inline">
        <span className="field-label">{t('contracts.kind')}</span>
        <select
          value={value.kind}
          onChange={(e) => onChange({ ...value, kind: e.target.value as ContractKind | '' })}
        >
          <option value="">{t('contracts.all')}</option>
          {CONTRACT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`contracts.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field inline">
        <span className="field-label">{t('contracts.state')}</span>
        <select
          value={value.state}
          onChange={(e) => onChange({ ...value, state: e.target.value as ContractState | '' })}
        >
          <option value="">{t('contracts.all')}</option>
          {CONTRACT_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`contracts.states.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field inline wide">
        <span className="field-label">{t('contracts.search')}</span>
        <input
          type="search"
          value={draft}
          maxLength={32}
          onChange={(e) => setDraft(e.target.value)}
        />
      </label>
      <button type="submit" className="btn primary">
        {t('common.search')}
      </button>
    </form>
  );
}

function Statements({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [...KEY, 'statements', id],
    queryFn: ({ signal }) =>
      callEndpoint(adminContractStatementsEndpoint, { signal, params: { id } }),
  });
  const columns: ColumnDef<ContractStatement, unknown>[] = [
    { accessorKey: 'period', header: t('contracts.period') },
    { accessorKey: 'activeMembers', header: t('contracts.activeMembers'), meta: { align: 'end' } },
    { accessorKey: 'validTurnover', header: t('contracts.turnover'), meta: { align: 'end' } },
    { accessorKey: 'netLoss', header: t('contracts.netLoss'), meta: { align: 'end' } },
    { accessorKey: 'carryIn', header: t('contracts.carryIn'), meta: { align: 'end' } },
    { accessorKey: 'carryOut', header: t('contracts.carryOut'), meta: { align: 'end' } },
    {
      accessorKey: 'tier',
      header: t('contracts.tier'),
      cell: ({ row }) => (row.original.tier === null ? '–' : row.original.tier + 1),
    },
    { accessorKey: 'amount', header: t('contracts.amount'), meta: { align: 'end' } },
    {
      accessorKey: 'state',
      header: t('contracts.state'),
      cell: ({ row }) => t(`contracts.statementStates.${row.original.state}`),
    },
  ];
  return (
    <Panel title={t('contracts.statements', { id })}>
      <div data-testid="contract-statements">
        <DataTable
          columns={columns}
          data={query.data?.list ?? []}
          loading={query.isPending}
          exportName={`contract-${id}-statements`}
          emptyText={t('contracts.noStatements')}
        />
      </div>
    </Panel>
  );
}

type TierRow = { activeMembers: string; threshold: string; reward: string };
const EMPTY_TIERS: TierRow[] = [0, 1, 2].map(() => ({
  activeMembers: '',
  threshold: '',
  reward: '',
}));

/** An offer to any agent of type 1 or 2, on its upline's behalf: up to three tiers here. */
function OfferForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [memberId, setMemberId] = useState('');
  const [kind, setKind] = useState<ContractKind>('salary');
  const [tiers, setTiers] = useState<TierRow[]>(EMPTY_TIERS);
  const offer = useMutation({
    mutationFn: () =>
      callEndpoint(adminOfferContractEndpoint, {
        body: {
          memberId: Number(memberId),
          kind,
          tiers: tiers
            .filter((r) => r.threshold !== '' || r.reward !== '')
            .map((r) => ({
              activeMembers: Number(r.activeMembers || '0'),
              threshold: r.threshold,
              reward: r.reward,
            })),
        },
      }),
    onSuccess: () => {
      notify(t('contracts.offered'));
      setTiers(EMPTY_TIERS);
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  const set = (i: number, field: keyof TierRow, value: string) =>
    setTiers((rows) => rows.map((r, j) => (j === i ? { ...r, [field]: value.trim() } : r)));
  return (
    <Panel title={t('contracts.offer')}>
      <form
        className="stack"
        data-testid="contract-offer-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (/^\d+$/.test(memberId)) offer.mutate();
        }}
      >
        <div className="filters">
          <label className="field inline">
            <span className="field-label">{t('contracts.memberId')}</span>
            <input
              name="member-id"
              inputMode="numeric"
              value={memberId}
              maxLength={16}
              onChange={(e) => setMemberId(e.target.value.trim())}
            />
          </label>
          <label className="field inline">
            <span className="field-label">{t('contracts.kind')}</span>
            <select
              name="contract-kind"
              value={kind}
              onChange={(e) => setKind(e.target.value as ContractKind)}
            >
              {CONTRACT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`contracts.kinds.${k}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {tiers.map((row, i) => (
          <div className="filters" key={i}>
            <label className="field inline">
              <span className="field-label">{t('contracts.activeMembers')}</span>
              <input
                name={`tier-${i}-active`}
                inputMode="numeric"
                value={row.activeMembers}
                onChange={(e) => set(i, 'activeMembers', e.target.value)}
              />
            </label>
            <label className="field inline">
              <span className="field-label">{t(`contracts.thresholds.${kind}`)}</span>
              <input
                name={`tier-${i}-threshold`}
                inputMode="decimal"
                value={row.threshold}
                onChange={(e) => set(i, 'threshold', e.target.value)}
              />
            </label>
            <label className="field inline">
              <span className="field-label">{t(`contracts.rewards.${kind}`)}</span>
              <input
                name={`tier-${i}-reward`}
                inputMode="decimal"
                value={row.reward}
                onChange={(e) => set(i, 'reward', e.target.value)}
              />
            </label>
          </div>
        ))}
        <p className="muted">{t('contracts.offerHint')}</p>
        <div className="row">
          <button type="submit" className="btn primary" disabled={offer.isPending}>
            {t('contracts.send')}
          </button>
        </div>
      </form>
    </Panel>
  );
}

/** Runs the settlement job now and says what it did. */
function RunNow() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => callEndpoint(adminRunContractsEndpoint),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
    onError: (e) => notify(errorText(e), 'error'),
  });
  const done: ContractRun | undefined = run.data;
  return (
    <Panel title={t('contracts.job')}>
      <div className="stack">
        <p className="muted">{t('contracts.runHint')}</p>
        <div className="row">
          <button
            type="button"
            className="btn"
            data-testid="contracts-run"
            disabled={run.isPending}
            onClick={() => run.mutate()}
          >
            {t('contracts.run')}
          </button>
          {done ? (
            <span role="status" data-testid="contracts-run-result">
              {t('contracts.ran', done)}
            </span>
          ) : null}
        </div>
      </div>
    </Panel>
  );
}
