import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import { updateReferralSettingsEndpoint, type ReferralSettings } from '@app/contracts';
import { Field } from '../../components/field.tsx';
import { SaveRow } from '../../components/save-row.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';

export const SETTINGS_KEY = ['admin', 'referrals', 'settings'] as const;

const AMOUNT = { value: /^[1-9]\d*(\.\d{1,2})?$/, message: 'validation.pattern' };

type Values = Omit<ReferralSettings, 'wageringMultiple'> & { wageringMultiple: string };

/** The referral reward rule: on/off, the friend's minimum first deposit, the reward and its wagering. */
export function ReferralSettingsForm({
  settings,
  canWrite,
}: {
  settings: ReferralSettings;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    defaultValues: { ...settings, wageringMultiple: String(settings.wageringMultiple) },
  });
  const save = useMutation({
    mutationFn: (v: Values) =>
      callEndpoint(updateReferralSettingsEndpoint, {
        body: { ...v, wageringMultiple: Number(v.wageringMultiple) },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      form.reset({ ...saved, wageringMultiple: String(saved.wageringMultiple) });
      notify(t('referrals.saved'));
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  const errors = form.formState.errors;
  const required = { required: 'validation.required' };
  return (
    <form
      className="stack"
      noValidate
      data-testid="referral-settings"
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <fieldset className="row wrap" disabled={!canWrite}>
        <label className="switch">
          <input type="checkbox" {...form.register('enabled')} />
          {t('referrals.enabled')}
        </label>
        <Field label={t('referrals.minFirstDeposit')} error={errors.minFirstDeposit}>
          <input
            inputMode="decimal"
            {...form.register('minFirstDeposit', { ...required, pattern: AMOUNT })}
          />
        </Field>
        <Field label={t('referrals.rewardAmount')} error={errors.rewardAmount}>
          <input
            inputMode="decimal"
            {...form.register('rewardAmount', { ...required, pattern: AMOUNT })}
          />
        </Field>
        <Field label={t('referrals.wagering')} error={errors.wageringMultiple}>
          <input
            inputMode="numeric"
            size={4}
            {...form.register('wageringMultiple', {
              ...required,
              pattern: { value: /^(100|[1-9]?\d)$/, message: 'validation.pattern' },
            })}
          />
        </Field>
        <label className="switch">
          <input type="checkbox" {...form.register('refuseSameAddress')} />
          {t('referrals.refuseSameAddress')}
        </label>
      </fieldset>
      <p className="muted">{t('referrals.hint')}</p>
      <SaveRow show={canWrite} busy={save.isPending} />
    </form>
  );
}
