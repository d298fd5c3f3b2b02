import { useFieldArray, useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  getVipLevelsEndpoint,
  runVipJobEndpoint,
  updateVipLevelsEndpoint,
  VIP_MAX_LEVELS,
  type VipLevel,
  type VipLevelInput,
  type VipRun,
} from '@app/contracts';
import { Page, Panel } from '../../components/page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { SaveRow } from '../../components/save-row.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { useCan } from '../../lib/operator.ts';

const AMOUNTS = [
  'upgradeDeposit',
  'upgradeTurnover',
  'keepDeposit',
  'keepTurnover',
  'upgradeBonus',
  'weeklyBonus',
  'monthlyBonus',
  'birthdayBonus',
] as const;
const AMOUNT = { value: /^(0|[1-9]\d*)(\.\d{1,2})?$/, message: 'validation.pattern' };
const KEY = ['admin', 'vip-levels'] as const;

type Row = Omit<VipLevelInput, 'wageringMultiple'> & { wageringMultiple: string };
type Values = { levels: Row[] };

const rowOf = (level: VipLevel): Row => ({
  name: level.name,
  upgradeDeposit: level.upgradeDeposit,
  upgradeTurnover: level.upgradeTurnover,
  keepDeposit: level.keepDeposit,
  keepTurnover: level.keepTurnover,
  upgradeBonus: level.upgradeBonus,
  weeklyBonus: level.weeklyBonus,
  monthlyBonus: level.monthlyBonus,
  birthdayBonus: level.birthdayBonus,
  wageringMultiple: String(level.wageringMultiple),
});

/** The levels table: one row per level, lowest first; a level added copies the one above it. */
function LevelsForm({ levels, canWrite }: { levels: VipLevel[]; canWrite: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ defaultValues: { levels: levels.map(rowOf) } });
  const rows = useFieldArray({ control: form.control, name: 'levels' });
  const save = useMutation({
    mutationFn: (v: Values) =>
      callEndpoint(updateVipLevelsEndpoint, {
        body: {
          levels: v.levels.map((r) => ({ ...r, wageringMultiple: Number(r.wageringMultiple) })),
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      form.reset({ levels: saved.levels.map(rowOf) });
      notify(t('vip.saved'));
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  const errors = form.formState.errors.levels;
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <div className="table-scroll">
        <table className="data-table" data-testid="vip-levels">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('vip.name')}</th>
              {AMOUNTS.map((field) => (
                <th key={field} scope="col">
                  {t(`vip.${field}`)}
                </th>
              ))}
              <th scope="col">{t('vip.wagering')}</th>
              <th scope="col" aria-label={t('vip.actions')} />
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((row, i) => (
              <tr key={row.id}>
                <td>{i}</td>
                <td>
                  <input
                    size={7}
                    aria-label={`${t('vip.name')} ${i}`}
                    aria-invalid={errors?.[i]?.name ? true : undefined}
                    disabled={!canWrite}
                    {...form.register(`levels.${i}.name`, {
                      required: 'validation.required',
                      maxLength: { value: 24, message: 'validation.pattern' },
                    })}
                  />
                </td>
                {AMOUNTS.map((field) => (
                  <td key={field}>
                    <input
                      inputMode="decimal"
                      size={11}
                      aria-label={`${t(`vip.${field}`)} ${i}`}
                      aria-invalid={errors?.[i]?.[field] ? true : undefined}
                      disabled={!canWrite || (i === 0 && !field.endsWith('Bonus'))}
                      {...form.register(`levels.${i}.${field}`, {
                        required: 'validation.required',
                        pattern: AMOUNT,
                      })}
                    />
                  </td>
                ))}
                <td>
                  <input
                    inputMode="numeric"
                    size={3}
                    aria-label={`${t('vip.wagering')} ${i}`}
                    aria-invalid={errors?.[i]?.wageringMultiple ? true : undefined}
                    disabled={!canWrite}
                    {...form.register(`levels.${i}.wageringMultiple`, {
                      required: 'validation.required',
                      pattern: { value: /^(100|[1-9]?\d)$/, message: 'validation.pattern' },
                    })}
                  />
                </td>
                <td>
                  {canWrite && i > 0 && i === rows.fields.length - 1 ? (
                    <button type="button" className="btn ghost" onClick={() => rows.remove(i)}>
                      {t('vip.remove')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errors ? (
        <p className="alert error" role="alert">
          {t('vip.fix')}
        </p>
      ) : null}
      <p className="muted">{t('vip.hint')}</p>
      {canWrite && rows.fields.length < VIP_MAX_LEVELS ? (
        <div className="row">
          <button
            type="button"
            className="btn"
            data-testid="vip-add"
            onClick={() => {
              const last = form.getValues(`levels.${rows.fields.length - 1}`);
              rows.append({ ...last, name: `VIP${rows.fields.length}` });
            }}
          >
            {t('vip.add')}
          </button>
        </div>
      ) : null}
      <SaveRow show={canWrite} busy={save.isPending} />
    </form>
  );
}

/** Runs the club's job now and says what it did. */
function RunNow() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const run = useMutation({
    mutationFn: () => callEndpoint(runVipJobEndpoint),
    onError: (e) => notify(errorText(e), 'error'),
  });
  const done: VipRun | undefined = run.data;
  return (
    <div className="stack">
      <p className="muted">{t('vip.runHint')}</p>
      <div className="row">
        <button
          type="button"
          className="btn"
          data-testid="vip-run"
          disabled={run.isPending}
          onClick={() => run.mutate()}
        >
          {t('vip.run')}
        </button>
        {done ? (
          <span role="status" data-testid="vip-run-result">
            {t('vip.ran', done)}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The VIP club (docs/decisions/2026-11-25-vip-club.md): the levels with their monthly thresholds
 * to reach and keep, and their bonuses; the job that moves members and pays them, run on demand.
 */
export function VipLevelsPage() {
  const { t } = useTranslation();
  const canWrite = useCan('settings.write');
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => callEndpoint(getVipLevelsEndpoint, { signal }),
  });
  return (
    <Page title={t('nav.vip')}>
      <Panel title={t('vip.levels')}>
        <QueryState query={query}>
          {(data) => (
            <LevelsForm
              key={JSON.stringify(data.levels)}
              levels={data.levels}
              canWrite={canWrite}
            />
          )}
        </QueryState>
      </Panel>
      {canWrite ? (
        <Panel title={t('vip.job')}>
          <RunNow />
        </Panel>
      ) : null}
    </Page>
  );
}
