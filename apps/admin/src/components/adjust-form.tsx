import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import { adjustWalletEndpoint, type AdjustValue } from '@app/contracts';
import { Field } from './field.tsx';
import { Money } from './format.tsx';
import { useErrorText } from '../lib/i18n.ts';

type Values = { account: string; direction: 'credit' | 'debit'; amount: string; reason: string };

/**
 * A balance adjustment with its reason: a correcting ledger transfer against the house. At or above
 * the approval amount it waits for a second operator (two-person approval); the form's key makes a
 * double submit post once.
 */
export function AdjustForm({
  account,
  onDone,
}: {
  account?: string;
  onDone?: (value: AdjustValue) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [key, setKey] = useState(() => `adjust-${crypto.randomUUID()}`);
  const form = useForm<Values>({
    defaultValues: { account: account ?? '', direction: 'credit', amount: '', reason: '' },
  });
  const adjust = useMutation({
    mutationFn: (v: Values) =>
      callEndpoint(adjustWalletEndpoint, {
        body: {
          account: v.account.trim(),
          amount: `${v.direction === 'debit' ? '-' : ''}${v.amount.trim()}`,
          reason: v.reason.trim(),
          idempotencyKey: key,
        },
      }),
    onSuccess: (value) => {
      setKey(`adjust-${crypto.randomUUID()}`);
      form.reset({ account: account ?? '', direction: 'credit', amount: '', reason: '' });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone?.(value);
    },
  });
  const required = { required: 'validation.required' };
  const result = adjust.data;
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((v) => adjust.mutate(v))}>
      <div className="row wrap align-end">
        {account ? null : (
          <Field label={t('adjust.account')} error={form.formState.errors.account}>
            <input autoComplete="off" {...form.register('account', required)} />
          </Field>
        )}
        <Field label={t('adjust.direction')}>
          <select {...form.register('direction')}>
            <option value="credit">{t('adjust.credit')}</option>
            <option value="debit">{t('adjust.debit')}</option>
          </select>
        </Field>
        <Field label={t('adjust.amount')} error={form.formState.errors.amount}>
          <input
            inputMode="decimal"
            {...form.register('amount', {
              ...required,
              pattern: { value: /^(0|[1-9]\d*)(\.\d{1,2})?$/, message: 'validation.pattern' },
              validate: (v) => Number(v) > 0 || 'validation.range',
            })}
          />
        </Field>
      </div>
      <Field label={t('adjust.reason')} error={form.formState.errors.reason}>
        <input
          maxLength={500}
          {...form.register('reason', {
            ...required,
            validate: (v) => v.trim() !== '' || 'validation.required',
          })}
        />
      </Field>
      {adjust.isError ? (
        <p className="alert error" role="alert">
          {errorText(adjust.error)}
        </p>
      ) : null}
      {result ? (
        <p
          className={`alert ${result.status === 'done' ? 'ok' : ''}`}
          role="status"
          data-testid="adjust-result"
        >
          {result.status === 'pending_approval'
            ? t('adjust.pending', { account: result.account })
            : t('adjust.done', { account: result.account })}{' '}
          <Money value={result.balance} />
        </p>
      ) : null}
      <div className="row end">
        <button type="submit" className="btn primary" disabled={adjust.isPending}>
          {t('adjust.submit')}
        </button>
      </div>
    </form>
  );
}
