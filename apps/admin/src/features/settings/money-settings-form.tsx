import { useForm, type UseFormReturn } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  getMoneySettingsEndpoint,
  TURNOVER_CATEGORIES,
  updateMoneySettingsEndpoint,
  type MoneySettings,
  type TurnoverCategory,
} from '@app/contracts';
import { Field } from '../../components/field.tsx';
import { SaveRow } from '../../components/save-row.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';

type Values = {
  approvalAbove: string;
  minAmount: string;
  maxAmount: string;
  dailyMaxAmount: string;
  dailyMaxCount: string;
  activeMemberTurnover: string;
  /** Wagering contribution per category, percent (docs/decisions/2026-11-24-protect.md). */
  shares: Record<TurnoverCategory, string>;
  /** Daily sign-in rewards, days 1–7 (docs/decisions/2026-11-24-daily-sign-in.md). */
  signInRewards: string[];
  signInWagering: string;
};
const PERCENT = { value: /^(100|[1-9]?\d)$/, message: 'validation.pattern' };
const AMOUNT = { value: /^(0|[1-9]\d*)(\.\d{1,2})?$/, message: 'validation.pattern' };
const POSITIVE_AMOUNT = {
  value: /^([1-9]\d*(\.\d{1,2})?|0\.(0[1-9]|[1-9]\d?))$/,
  message: 'validation.pattern',
};

function MoneyForm({ settings, canWrite }: { settings: MoneySettings; canWrite: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    defaultValues: {
      approvalAbove: settings.adjust.approvalAbove,
      minAmount: settings.withdraw.minAmount,
      maxAmount: settings.withdraw.maxAmount,
      dailyMaxAmount: settings.withdraw.dailyMaxAmount ?? '',
      dailyMaxCount:
        settings.withdraw.dailyMaxCount === null ? '' : String(settings.withdraw.dailyMaxCount),
      activeMemberTurnover: settings.wagering.activeMemberTurnover,
      shares: Object.fromEntries(
        TURNOVER_CATEGORIES.map((c) => [c, String(settings.wagering.contributions[c])]),
      ) as Record<TurnoverCategory, string>,
      signInRewards: settings.signIn.rewards,
      signInWagering: String(settings.signIn.wageringMultiple),
    },
  });
  const save = useMutation({
    mutationFn: (v: Values) =>
      callEndpoint(updateMoneySettingsEndpoint, {
        body: {
          adjust: { approvalAbove: v.approvalAbove },
          withdraw: {
            minAmount: v.minAmount,
            maxAmount: v.maxAmount,
            dailyMaxAmount: v.dailyMaxAmount.trim() || null,
            dailyMaxCount: v.dailyMaxCount.trim() ? Number(v.dailyMaxCount) : null,
          },
          wagering: {
            activeMemberTurnover: v.activeMemberTurnover,
            contributions: Object.fromEntries(
              TURNOVER_CATEGORIES.map((c) => [c, Number(v.shares[c])]),
            ),
          },
          signIn: { rewards: v.signInRewards, wageringMultiple: Number(v.signInWagering) },
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['admin', 'money-settings'], saved);
      notify(t('settings.savedToast'));
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  const e = form.formState.errors;
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <fieldset disabled={!canWrite} className="stack">
        <Field
          label={t('settings.approvalAbove')}
          hint={t('settings.approvalHint')}
          error={e.approvalAbove}
        >
          <input
            inputMode="decimal"
            {...form.register('approvalAbove', {
              required: 'validation.required',
              pattern: AMOUNT,
            })}
          />
        </Field>
        <div className="row wrap">
          <Field label={t('settings.withdrawMin')} error={e.minAmount}>
            <input
              inputMode="decimal"
              {...form.register('minAmount', { required: 'validation.required', pattern: AMOUNT })}
            />
          </Field>
          <Field label={t('settings.withdrawMax')} error={e.maxAmount}>
            <input
              inputMode="decimal"
              {...form.register('maxAmount', { required: 'validation.required', pattern: AMOUNT })}
            />
          </Field>
        </div>
        <div className="row wrap">
          <Field
            label={t('settings.dailyMaxAmount')}
            hint={t('settings.emptyNoLimit')}
            error={e.dailyMaxAmount}
          >
            <input inputMode="decimal" {...form.register('dailyMaxAmount', { pattern: AMOUNT })} />
          </Field>
          <Field
            label={t('settings.dailyMaxCount')}
            hint={t('settings.emptyNoLimit')}
            error={e.dailyMaxCount}
          >
            <input
              inputMode="numeric"
              {...form.register('dailyMaxCount', {
                pattern: { value: /^[1-9]\d{0,3}$/, message: 'validation.pattern' },
              })}
            />
          </Field>
        </div>
        <h3>{t('settings.wageringTitle')}</h3>
        <p className="muted">{t('settings.wageringHint')}</p>
        <div className="row wrap" data-testid="wagering-shares">
          {TURNOVER_CATEGORIES.map((c) => (
            <Field key={c} label={`${c} %`} error={e.shares?.[c]}>
              <input
                inputMode="numeric"
                size={4}
                {...form.register(`shares.${c}`, {
                  required: 'validation.required',
                  pattern: PERCENT,
                })}
              />
            </Field>
          ))}
        </div>
        <Field
          label={t('settings.activeMemberTurnover')}
          hint={t('settings.activeMemberHint')}
          error={e.activeMemberTurnover}
        >
          <input
            inputMode="decimal"
            {...form.register('activeMemberTurnover', {
              required: 'validation.required',
              pattern: AMOUNT,
            })}
          />
        </Field>
        <SignInRewardFields form={form} days={settings.signIn.rewards.length} />
      </fieldset>
      <SaveRow show={canWrite} busy={save.isPending} />
    </form>
  );
}

/** The daily sign-in rewards of the seven days and their wagering multiple. */
function SignInRewardFields({ form, days }: { form: UseFormReturn<Values>; days: number }) {
  const { t } = useTranslation();
  const e = form.formState.errors;
  return (
    <>
      <h3>{t('settings.signInTitle')}</h3>
      <p className="muted">{t('settings.signInHint')}</p>
      <div className="row wrap" data-testid="sign-in-rewards">
        {Array.from({ length: days }, (_, i) => (
          <Field
            key={i}
            label={t('settings.signInDay', { day: i + 1 })}
            error={e.signInRewards?.[i]}
          >
            <input
              inputMode="decimal"
              size={9}
              {...form.register(`signInRewards.${i}`, {
                required: 'validation.required',
                pattern: POSITIVE_AMOUNT,
              })}
            />
          </Field>
        ))}
      </div>
      <Field label={t('settings.signInWagering')} error={e.signInWagering}>
        <input
          inputMode="numeric"
          size={4}
          {...form.register('signInWagering', {
            required: 'validation.required',
            pattern: { value: /^(100|[1-9]?\d)$/, message: 'validation.pattern' },
          })}
        />
      </Field>
    </>
  );
}

/**
 * The money rules set at run time: two-person approval amount, withdrawal limits, wagering
 * shares and the daily sign-in rewards.
 */
export function MoneySettingsForm({ canWrite }: { canWrite: boolean }) {
  const query = useQuery({
    queryKey: ['admin', 'money-settings'],
    queryFn: ({ signal }) => callEndpoint(getMoneySettingsEndpoint, { signal }),
  });
  return (
    <QueryState query={query}>
      {(data) => <MoneyForm settings={data} canWrite={canWrite} />}
    </QueryState>
  );
}
