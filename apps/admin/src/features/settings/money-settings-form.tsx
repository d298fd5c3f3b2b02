import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  getMoneySettingsEndpoint,
  updateMoneySettingsEndpoint,
  type MoneySettings,
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
};
const AMOUNT = { value: /^(0|[1-9]\d*)(\.\d{1,2})?$/, message: 'validation.pattern' };

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
      </fieldset>
      <SaveRow show={canWrite} busy={save.isPending} />
    </form>
  );
}

/** The money rules set at run time: two-person approval amount and withdrawal limits. */
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
