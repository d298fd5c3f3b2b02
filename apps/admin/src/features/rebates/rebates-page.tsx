import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  TURNOVER_CATEGORIES,
  getMemberEndpoint,
  getMemberRebateRatesEndpoint,
  getRebatePlanEndpoint,
  listRebateDaysEndpoint,
  listRebatePayoutsEndpoint,
  runRebatesEndpoint,
  setMemberRebateRatesEndpoint,
  updateRebatePlanEndpoint,
  type FullRebateRates,
  type MemberRebateRates,
  type RebatePlan,
  type RebateRates,
  type TurnoverCategory,
} from '@app/contracts';
import { DataTable } from '../../components/data-table.tsx';
import { Field } from '../../components/field.tsx';
import { Money, When } from '../../components/format.tsx';
import { Page, Panel } from '../../components/page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { SaveRow } from '../../components/save-row.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { useCan } from '../../lib/operator.ts';

const KEY = ['admin', 'rebates'] as const;
const RATE = { value: /^(10(\.0)?|\d(\.\d)?)$/, message: 'validation.pattern' };
const PAGE_SIZE = 50;

/** Category inputs of a rates form, with an optional hint per category. */
function RateInputs({
  register,
  errors,
  disabled,
  hint,
  prefix,
}: {
  register: (name: TurnoverCategory) => object;
  errors: Partial<Record<TurnoverCategory, { message?: string }>> | undefined;
  disabled: boolean;
  hint?: (c: TurnoverCategory) => string;
  prefix: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="row wrap">
      {TURNOVER_CATEGORIES.map((c) => (
        <Field
          key={c}
          label={`${t(`rebates.categories.${c}`)} (%)`}
          error={errors?.[c] as never}
          {...(hint ? { hint: hint(c) } : {})}
        >
          <input
            inputMode="decimal"
            size={5}
            data-testid={`${prefix}-${c}`}
            disabled={disabled}
            aria-invalid={errors?.[c] ? true : undefined}
            {...register(c)}
          />
        </Field>
      ))}
    </div>
  );
}

type PlanValues = { enabled: boolean; wageringMultiple: string; rates: FullRebateRates };

function PlanForm({ plan, canWrite }: { plan: RebatePlan; canWrite: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const form = useForm<PlanValues>({
    defaultValues: {
      enabled: plan.enabled,
      wageringMultiple: String(plan.wageringMultiple),
      rates: plan.defaultRates,
    },
  });
  const save = useMutation({
    mutationFn: (v: PlanValues) =>
      callEndpoint(updateRebatePlanEndpoint, {
        body: {
          enabled: v.enabled,
          wageringMultiple: Number(v.wageringMultiple),
          defaultRates: v.rates,
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...KEY, 'plan'], saved);
      notify(t('rebates.saved'));
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  const errors = form.formState.errors;
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <label className="switch">
        <input type="checkbox" disabled={!canWrite} {...form.register('enabled')} />
        {t('rebates.enabled')}
      </label>
      <Field label={t('rebates.wagering')} error={errors.wageringMultiple}>
        <input
          inputMode="numeric"
          size={3}
          disabled={!canWrite}
          aria-invalid={errors.wageringMultiple ? true : undefined}
          {...form.register('wageringMultiple', {
            required: 'validation.required',
            pattern: { value: /^(50|[1-4]?\d)$/, message: 'validation.pattern' },
          })}
        />
      </Field>
      <p className="muted">{t('rebates.defaultHint')}</p>
      <RateInputs
        prefix="plan-rate"
        disabled={!canWrite}
        errors={errors.rates}
        register={(c) =>
          form.register(`rates.${c}`, { required: 'validation.required', pattern: RATE })
        }
      />
      <SaveRow show={canWrite} busy={save.isPending} />
    </form>
  );
}

/** Settles the finished days not settled yet, now, and says what it paid. */
function RunNow() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => callEndpoint(runRebatesEndpoint),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
    onError: (e) => notify(errorText(e), 'error'),
  });
  return (
    <div className="stack">
      <p className="muted">{t('rebates.runHint')}</p>
      <div className="row">
        <button
          type="button"
          className="btn"
          data-testid="rebates-run"
          disabled={run.isPending}
          onClick={() => run.mutate()}
        >
          {t('rebates.run')}
        </button>
        {run.data ? (
          <span role="status" data-testid="rebates-run-result">
            {t('rebates.ran', { days: run.data.days.length, earners: run.data.earners })}{' '}
            <Money value={run.data.amount} />
          </span>
        ) : null}
      </div>
    </div>
  );
}

function DaysPanel() {
  const { t } = useTranslation();
  const [day, setDay] = useState<string | null>(null);
  const query = useQuery({
    queryKey: [...KEY, 'days'],
    queryFn: ({ signal }) => callEndpoint(listRebateDaysEndpoint, { signal }),
    refetchOnMount: 'always',
  });
  type DayRow = NonNullable<typeof query.data>['list'][number];
  const columns: ColumnDef<DayRow, unknown>[] = [
    {
      accessorKey: 'day',
      header: t('rebates.day'),
      cell: ({ row }) => (
        <button
          type="button"
          className="btn link"
          data-testid="rebates-day"
          onClick={() => setDay(row.original.day)}
        >
          {row.original.day}
        </button>
      ),
    },
    { accessorKey: 'earners', header: t('rebates.earners'), meta: { align: 'end' } },
    {
      accessorKey: 'turnover',
      header: t('rebates.turnover'),
      cell: ({ row }) => <Money value={row.original.turnover} />,
      meta: { align: 'end' },
    },
    {
      accessorKey: 'amount',
      header: t('rebates.amount'),
      cell: ({ row }) => <Money value={row.original.amount} />,
      meta: { align: 'end' },
    },
    {
      accessorKey: 'settledAt',
      header: t('rebates.settledAt'),
      cell: ({ row }) => <When value={row.original.settledAt} />,
    },
  ];
  return (
    <>
      <Panel title={t('rebates.days')}>
        <QueryState query={query}>
          {(data) => (
            <DataTable
              columns={columns}
              data={data.list}
              exportName="rebate-days"
              emptyText={t('rebates.noDays')}
            />
          )}
        </QueryState>
      </Panel>
      {day ? <PayoutsPanel day={day} /> : null}
    </>
  );
}

function PayoutsPanel({ day }: { day: string }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [search, setSearch] = useState('');
  const query = useQuery({
    queryKey: [...KEY, 'payouts', day, search, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(listRebatePayoutsEndpoint, {
        signal,
        query: { day, pageNo, pageSize: PAGE_SIZE, ...(search ? { search } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
  type Payout = NonNullable<typeof query.data>['list'][number];
  const money = (key: 'own' | 'team' | 'amount'): ColumnDef<Payout, unknown> => ({
    accessorKey: key,
    header: t(`rebates.${key}`),
    cell: ({ row }) => <Money value={row.original[key]} />,
    meta: { align: 'end' },
  });
  const columns: ColumnDef<Payout, unknown>[] = [
    { accessorKey: 'account', header: t('rebates.account') },
    { accessorKey: 'type', header: t('rebates.type'), meta: { align: 'end' } },
    money('own'),
    money('team'),
    money('amount'),
    {
      accessorKey: 'grantState',
      header: t('rebates.grant'),
      cell: ({ row }) =>
        t(`rebates.grantStates.${row.original.grantState}`, row.original.grantState),
    },
  ];
  return (
    <Panel title={t('rebates.payoutsOf', { day })}>
      <form
        className="row"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const input = new FormData(e.currentTarget).get('search');
          setSearch(String(input ?? '').trim());
          setPageNo(1);
        }}
      >
        <input name="search" aria-label={t('rebates.account')} placeholder={t('rebates.account')} />
        <button type="submit" className="btn ghost">
          {t('rebates.search')}
        </button>
      </form>
      <DataTable
        columns={columns}
        data={query.data?.list ?? []}
        loading={query.isPending}
        exportName={`rebate-payouts-${day}`}
        emptyText={t('rebates.noPayouts')}
        paging={{
          pageNo,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          onPageChange: setPageNo,
        }}
      />
    </Panel>
  );
}

function AccountRates({ rates, canWrite }: { rates: MemberRebateRates; canWrite: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const form = useForm<{ rates: FullRebateRates }>({ defaultValues: { rates: rates.rates } });
  const save = useMutation({
    mutationFn: (v: { rates: FullRebateRates }) => {
      const changed: RebateRates = {};
      for (const c of TURNOVER_CATEGORIES)
        if (v.rates[c] !== rates.rates[c]) changed[c] = v.rates[c];
      return callEndpoint(setMemberRebateRatesEndpoint, {
        params: { id: rates.memberId },
        body: { rates: changed },
      });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData([...KEY, 'rates', saved.memberId], saved);
      notify(t('rebates.ratesSaved', { account: saved.account }));
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  return (
    <form
      className="stack"
      noValidate
      data-testid="rebates-account"
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <p>
        {t('rebates.accountLine', {
          account: rates.account,
          type: rates.type,
          upline: rates.upline ?? t('rebates.noUpline'),
        })}
      </p>
      <RateInputs
        prefix="account-rate"
        disabled={!canWrite}
        errors={form.formState.errors.rates}
        hint={(c) => t('rebates.bounds', { floor: rates.floor[c], ceiling: rates.ceiling[c] })}
        register={(c) =>
          form.register(`rates.${c}`, { required: 'validation.required', pattern: RATE })
        }
      />
      <SaveRow show={canWrite} busy={save.isPending} />
    </form>
  );
}

/** Looks an account up by its name, then shows its rates with their bounds. */
function AccountPanel() {
  const { t } = useTranslation();
  const canWrite = useCan('members.write');
  const [account, setAccount] = useState('');
  const member = useQuery({
    queryKey: ['admin', 'member', account],
    queryFn: ({ signal }) => callEndpoint(getMemberEndpoint, { signal, params: { account } }),
    enabled: account !== '',
    retry: false,
  });
  const id = member.data?.profile.id;
  const rates = useQuery({
    queryKey: [...KEY, 'rates', id],
    queryFn: ({ signal }) =>
      callEndpoint(getMemberRebateRatesEndpoint, { signal, params: { id: id! } }),
    enabled: id !== undefined,
    retry: false,
  });
  return (
    <Panel title={t('rebates.accountRates')}>
      <form
        className="row"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setAccount(String(new FormData(e.currentTarget).get('account') ?? '').trim());
        }}
      >
        <input
          name="account"
          aria-label={t('rebates.account')}
          placeholder={t('rebates.account')}
          data-testid="rebates-account-search"
        />
        <button type="submit" className="btn ghost">
          {t('rebates.lookUp')}
        </button>
      </form>
      <p className="muted">{t('rebates.accountHint')}</p>
      {account === '' ? null : member.isError ? (
        <p className="alert error" role="alert">
          {t('rebates.notFound', { account })}
        </p>
      ) : (
        <QueryState query={rates}>
          {(data) => <AccountRates key={JSON.stringify(data)} rates={data} canWrite={canWrite} />}
        </QueryState>
      )}
    </Panel>
  );
}

/**
 * Rebates (docs/decisions/2026-11-25-rebates.md): the plan (on or off, wagering, the default
 * rates), an account's rates within its bounds, the settled days and each day's payouts, and
 * the settlement run on demand.
 */
export function RebatesPage() {
  const { t } = useTranslation();
  const canWrite = useCan('settings.write');
  const canReadMembers = useCan('members.read');
  const canReadReports = useCan('reports.read');
  const plan = useQuery({
    queryKey: [...KEY, 'plan'],
    queryFn: ({ signal }) => callEndpoint(getRebatePlanEndpoint, { signal }),
  });
  return (
    <Page title={t('nav.rebates')}>
      <Panel title={t('rebates.plan')}>
        <QueryState query={plan}>
          {(data) => <PlanForm key={JSON.stringify(data)} plan={data} canWrite={canWrite} />}
        </QueryState>
      </Panel>
      {canWrite ? (
        <Panel title={t('rebates.job')}>
          <RunNow />
        </Panel>
      ) : null}
      {canReadMembers ? <AccountPanel /> : null}
      {canReadReports ? <DaysPanel /> : null}
    </Page>
  );
}
