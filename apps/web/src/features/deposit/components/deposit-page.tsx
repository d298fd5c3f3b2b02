import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseAmountMinor, type Deposit, type PaymentChannel } from '@app/contracts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorKey, serverFieldError } from '../../../lib/form-errors.ts';
import { BalanceWidget } from '../../../components/wallet/balance-widget.tsx';
import {
  isTrialRefusal,
  RealAccountOnly,
  TrialNotice,
} from '../../../components/wallet/real-account-only.tsx';
import { formatMoney } from '@app/client/format';
import { checkAmount, type AmountError } from '../../../lib/amount.ts';
import { useDepositChannels } from '../api/get-channels.ts';
import { useCreateBankDeposit } from '../api/create-bank-deposit.ts';
import { useCreateOnlineDeposit } from '../api/create-online-deposit.ts';
import '../../../components/wallet/balance.css';

const QUICK_AMOUNTS = ['50000', '100000', '200000', '500000', '1000000', '5000000'];

/** Quick-amount chips inside the channel's limits. */
export function quickAmounts(channel: PaymentChannel): string[] {
  const min = parseAmountMinor(channel.minAmount) ?? 0n;
  const max = parseAmountMinor(channel.maxAmount) ?? 0n;
  return QUICK_AMOUNTS.filter((a) => {
    const minor = parseAmountMinor(a) ?? 0n;
    return minor >= min && minor <= max;
  });
}

type Field = 'amount' | 'reference' | 'payerName';

function DepositForm({ channels }: { channels: PaymentChannel[] }) {
  const { t } = useTranslation();
  const [code, setCode] = useState(channels[0]?.code ?? '');
  const channel = channels.find((c) => c.code === code) ?? channels[0]!;
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [payerName, setPayerName] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, AmountError | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<Deposit | null>(null);
  const bank = useCreateBankDeposit();
  const online = useCreateOnlineDeposit();
  const pending = bank.isPending || online.isPending;

  const limits = { min: channel.minAmount, max: channel.maxAmount };
  const message = (f: Field) => {
    const e = errors[f];
    return e ? t(e.key, e.values) : null;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const found: Partial<Record<Field, AmountError | null>> = {
      amount: checkAmount(amount, limits),
      reference:
        channel.kind === 'bank_transfer' && !reference.trim()
          ? { key: 'deposit.errors.reference' }
          : null,
    };
    setErrors(found);
    if (found.amount || found.reference) return;
    try {
      if (channel.kind === 'bank_transfer') {
        const deposit = await bank.mutateAsync({
          channelCode: channel.code,
          amount: amount.trim(),
          reference: reference.trim(),
          ...(payerName.trim() ? { payerName: payerName.trim() } : {}),
        });
        setDone(deposit);
      } else {
        const value = await online.mutateAsync({
          channelCode: channel.code,
          amount: amount.trim(),
        });
        // The sandbox gateway page is served by our server; it returns to /m/vouReport.
        window.location.assign(value.payUrl);
      }
    } catch (error) {
      if (isTrialRefusal(error)) {
        setFormError(t('messages.actualAccount'));
        return;
      }
      const onField = serverFieldError(error);
      const field = (['amount', 'reference', 'payerName'] as const).find(
        (f) => f === onField?.field,
      );
      if (onField && field) setErrors({ [field]: onField.error });
      else setFormError(t(errorKey(error)));
    }
  };

  if (done) {
    return (
      <section className="money-card money-result money-result--ok" data-testid="deposit-success">
        <h2 className="money-card__title">{t('deposit.success.title')}</h2>
        <p className="money-card__text">{t('deposit.success.text')}</p>
        <dl className="money-facts">
          <dt>{t('deposit.fields.orderNo')}</dt>
          <dd data-testid="deposit-order-no">{done.orderNo}</dd>
          <dt>{t('deposit.fields.amount')}</dt>
          <dd>{formatMoney(done.amount)}</dd>
        </dl>
        <Link className="btn btn--gold btn--block" to="/m/vouReport">
          {t('actions.depositRecord')}
        </Link>
        <button
          type="button"
          className="btn btn--ghost btn--block"
          onClick={() => {
            setDone(null);
            setAmount('');
            setReference('');
          }}
        >
          {t('deposit.success.again')}
        </button>
      </section>
    );
  }

  return (
    <form className="money-card" noValidate onSubmit={onSubmit} data-testid="deposit-form">
      <fieldset className="money-options" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="money-card__title">{t('deposit.channel')}</legend>
        {channels.map((c) => (
          <label key={c.code} className="money-option" data-testid={`channel-${c.code}`}>
            <input
              type="radio"
              name="channel"
              value={c.code}
              checked={c.code === channel.code}
              onChange={() => {
                setCode(c.code);
                setErrors({});
              }}
            />
            <span className="money-option__main">
              {c.name}
              <span className="money-option__sub">
                {t(`deposit.kinds.${c.kind}`)} ·{' '}
                {t('deposit.limits', {
                  min: formatMoney(c.minAmount),
                  max: formatMoney(c.maxAmount),
                })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      {channel.kind === 'bank_transfer' && channel.bank ? (
        <div>
          <p className="money-card__text">{t('deposit.bank.intro')}</p>
          <dl className="money-facts" data-testid="deposit-bank">
            <dt>{t('deposit.bank.bankName')}</dt>
            <dd>{channel.bank.bankName}</dd>
            <dt>{t('deposit.bank.accountName')}</dt>
            <dd>{channel.bank.accountName}</dd>
            <dt>{t('deposit.bank.accountNo')}</dt>
            <dd>{channel.bank.accountNo}</dd>
            {channel.bank.branch ? (
              <>
                <dt>{t('deposit.bank.branch')}</dt>
                <dd>{channel.bank.branch}</dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : (
        <p className="money-card__text">{t('deposit.online.intro')}</p>
      )}

      <FormField
        name="amount"
        label={t('deposit.fields.amount')}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          if (errors.amount) setErrors((e) => ({ ...e, amount: null }));
        }}
        onBlur={() => amount && setErrors((e) => ({ ...e, amount: checkAmount(amount, limits) }))}
        inputMode="numeric"
        required
        placeholder={t('deposit.limits', {
          min: formatMoney(channel.minAmount),
          max: formatMoney(channel.maxAmount),
        })}
        error={message('amount')}
      />
      <div className="money-chips" role="group" aria-label={t('deposit.quick')}>
        {quickAmounts(channel).map((a) => (
          <button
            key={a}
            type="button"
            className="money-chip"
            aria-pressed={amount === a}
            onClick={() => {
              setAmount(a);
              setErrors((e) => ({ ...e, amount: null }));
            }}
          >
            {formatMoney(`${a}.00`).replace(/\.00$/, '')}
          </button>
        ))}
      </div>

      {channel.kind === 'bank_transfer' ? (
        <>
          <FormField
            name="reference"
            label={t('deposit.fields.reference')}
            value={reference}
            onChange={(v) => {
              setReference(v);
              if (errors.reference) setErrors((e) => ({ ...e, reference: null }));
            }}
            maxLength={64}
            required
            hint={t('deposit.fields.referenceHint')}
            error={message('reference')}
          />
          <FormField
            name="payerName"
            label={t('deposit.fields.payerName')}
            value={payerName}
            onChange={setPayerName}
            maxLength={64}
            error={message('payerName')}
          />
        </>
      ) : null}

      {formError ? (
        <p className="ui-form__error" role="alert">
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--gold btn--block"
        disabled={pending}
        data-testid="deposit-submit"
      >
        {pending
          ? t('common.loading')
          : channel.kind === 'bank_transfer'
            ? t('deposit.submitBank')
            : t('deposit.submitOnline')}
      </button>
    </form>
  );
}

/** spec §2 /m/voucherCenter: channels, amount within limits, bank transfer or online gateway. */
export function DepositPage() {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  return (
    <div className="money-page" data-testid="deposit-page">
      <RealAccountOnly>
        <BalanceWidget />
        {channels.isPending ? (
          <p className="record-empty">{t('common.loading')}</p>
        ) : channels.isError ? (
          isTrialRefusal(channels.error) ? (
            <TrialNotice />
          ) : (
            <p className="record-empty" role="alert">
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => void channels.refetch()}
              >
                {t('errors.loadFailed')}
              </button>
            </p>
          )
        ) : channels.data.length === 0 ? (
          <p className="record-empty">{t('pages.voucherCenter.title')}</p>
        ) : (
          <DepositForm channels={channels.data} />
        )}
        <p className="record-more">
          <Link to="/m/vouReport" className="btn btn--outline btn--small">
            {t('actions.depositRecord')}
          </Link>
        </p>
      </RealAccountOnly>
    </div>
  );
}
