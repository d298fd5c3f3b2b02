import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import { saveChannelEndpoint, type AdminChannel } from '@app/contracts';
import { Field } from '../../components/field.tsx';
import { FormFooter } from '../../components/form-footer.tsx';

type Values = {
  code: string;
  kind: 'bank_transfer' | 'gateway';
  name: string;
  minAmount: string;
  maxAmount: string;
  sort: string;
  enabled: boolean;
  bankName: string;
  accountName: string;
  accountNo: string;
  branch: string;
};

const AMOUNT = { value: /^\d+(\.\d{1,2})?$/, message: 'validation.pattern' };

function valuesOf(channel: AdminChannel | null): Values {
  return {
    code: channel?.code ?? '',
    kind: channel?.kind ?? 'bank_transfer',
    name: channel?.name ?? '',
    minAmount: channel?.minAmount ?? '50000',
    maxAmount: channel?.maxAmount ?? '300000000',
    sort: String(channel?.sort ?? 0),
    enabled: channel?.enabled ?? true,
    bankName: channel?.bank?.bankName ?? '',
    accountName: channel?.bank?.accountName ?? '',
    accountNo: channel?.bank?.accountNo ?? '',
    branch: channel?.bank?.branch ?? '',
  };
}

/** Creates or changes a deposit channel: its limits, order, and the account members pay into. */
export function ChannelForm({
  channel,
  onSaved,
  onCancel,
}: {
  channel: AdminChannel | null;
  onSaved: (saved: AdminChannel) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: valuesOf(channel) });
  const kind = form.watch('kind');
  const save = useMutation({
    mutationFn: (v: Values) =>
      callEndpoint(saveChannelEndpoint, {
        params: { code: v.code },
        body: {
          kind: v.kind,
          name: v.name.trim(),
          minAmount: v.minAmount,
          maxAmount: v.maxAmount,
          enabled: v.enabled,
          sort: Number(v.sort) || 0,
          provider: v.kind === 'gateway' ? 'sandbox' : null,
          bank:
            v.kind === 'bank_transfer'
              ? {
                  bankName: v.bankName.trim(),
                  accountName: v.accountName.trim(),
                  accountNo: v.accountNo.trim(),
                  branch: v.branch.trim() || null,
                }
              : null,
        },
      }),
    onSuccess: onSaved,
  });
  const required = { required: 'validation.required' };
  const errors = form.formState.errors;
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <div className="row wrap">
        <Field label={t('channels.code')} error={errors.code} hint={t('channels.codeHint')}>
          <input
            disabled={channel !== null}
            {...form.register('code', {
              ...required,
              pattern: { value: /^[A-Z0-9_]{2,32}$/, message: 'validation.pattern' },
            })}
          />
        </Field>
        <Field label={t('channels.kind')}>
          <select {...form.register('kind')}>
            <option value="bank_transfer">{t('channels.kinds.bank_transfer')}</option>
            <option value="gateway">{t('channels.kinds.gateway')}</option>
          </select>
        </Field>
        <Field label={t('channels.name')} error={errors.name}>
          <input maxLength={64} {...form.register('name', required)} />
        </Field>
      </div>
      <div className="row wrap">
        <Field label={t('channels.minAmount')} error={errors.minAmount}>
          <input
            inputMode="decimal"
            {...form.register('minAmount', { ...required, pattern: AMOUNT })}
          />
        </Field>
        <Field label={t('channels.maxAmount')} error={errors.maxAmount}>
          <input
            inputMode="decimal"
            {...form.register('maxAmount', { ...required, pattern: AMOUNT })}
          />
        </Field>
        <Field label={t('channels.sort')}>
          <input type="number" {...form.register('sort')} />
        </Field>
        <label className="switch">
          <input type="checkbox" {...form.register('enabled')} />
          {t('channels.enabled')}
        </label>
      </div>
      {kind === 'bank_transfer' ? (
        <fieldset className="row wrap">
          <legend>{t('channels.bank')}</legend>
          <Field label={t('channels.bankName')} error={errors.bankName}>
            <input maxLength={64} {...form.register('bankName', required)} />
          </Field>
          <Field label={t('channels.accountName')} error={errors.accountName}>
            <input maxLength={64} {...form.register('accountName', required)} />
          </Field>
          <Field label={t('channels.accountNo')} error={errors.accountNo}>
            <input
              inputMode="numeric"
              {...form.register('accountNo', {
                ...required,
                pattern: { value: /^\d{6,20}$/, message: 'validation.account_no' },
              })}
            />
          </Field>
          <Field label={t('channels.branch')}>
            <input maxLength={64} {...form.register('branch')} />
          </Field>
        </fieldset>
      ) : null}
      <FormFooter
        error={save.error}
        busy={save.isPending}
        submitLabel={t('common.save')}
        onCancel={onCancel}
      />
    </form>
  );
}
