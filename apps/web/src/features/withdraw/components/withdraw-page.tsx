import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BindBankAccountBodySchema,
  PaymentPasswordSchema,
  type WithdrawInfo,
  type Withdrawal,
} from '@app/contracts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorKey } from '../../../lib/form-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { BalanceWidget } from '../../../components/wallet/balance-widget.tsx';
import {
  isTrialRefusal,
  RealAccountOnly,
  TrialNotice,
} from '../../../components/wallet/real-account-only.tsx';
import { formatMoney } from '@app/client/format';
import { checkAmount } from '../../../lib/amount.ts';
import { useWithdrawInfo } from '../api/get-withdraw-info.ts';
import { useBanks } from '../api/get-banks.ts';
import { useBindBankAccount } from '../api/bind-bank-account.ts';
import { useSetPaymentPassword } from '../api/set-payment-password.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import '../../../components/wallet/balance.css';

type Errors = Record<string, { key: string; values?: Record<string, string> } | null | undefined>;

function useErrors() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Errors>({});
  const message = (f: string) => {
    const e = errors[f];
    return e ? t(e.key, e.values) : null;
  };
  const clear = (f: string) => setErrors((e) => (e[f] ? { ...e, [f]: null } : e));
  return { errors, setErrors, message, clear };
}

function FormError({ error }: { error: string | null }) {
  return error ? (
    <p className="ui-form__error" role="alert">
      {error}
    </p>
  ) : null;
}

/** Step 1 (spec §2 /m/withdraw): the payment password, 6 digits and its confirmation, once. */
export function PaymentPasswordForm() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const { setErrors, message, clear } = useErrors();
  const mutation = useSetPaymentPassword();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: Errors = {
      paymentPassword: PaymentPasswordSchema.safeParse(password).success
        ? null
        : { key: 'withdraw.errors.passwordFormat' },
      confirmPaymentPassword: !confirm
        ? { key: 'withdraw.errors.confirmRequired' }
        : confirm !== password
          ? { key: 'errors.withdraw.confirm_mismatch' }
          : null,
    };
    setErrors(found);
    if (found.paymentPassword || found.confirmPaymentPassword) return;
    try {
      await mutation.mutateAsync({ paymentPassword: password, confirmPaymentPassword: confirm });
    } catch (error) {
      setFormError(t(errorKey(error)));
    }
  };

  return (
    <form className="money-card" noValidate onSubmit={onSubmit} data-testid="payment-password-form">
      <h2 className="money-card__title">{t('withdraw.password.title')}</h2>
      <p className="money-card__text">{t('withdraw.password.intro')}</p>
      <FormField
        name="paymentPassword"
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="new-password"
        label={t('withdraw.fields.paymentPassword')}
        value={password}
        onChange={(v) => {
          setPassword(v);
          clear('paymentPassword');
        }}
        required
        error={message('paymentPassword')}
      />
      <FormField
        name="confirmPaymentPassword"
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="new-password"
        label={t('withdraw.fields.confirmPaymentPassword')}
        value={confirm}
        onChange={(v) => {
          setConfirm(v);
          clear('confirmPaymentPassword');
        }}
        required
        error={message('confirmPaymentPassword')}
      />
      <FormError error={formError} />
      <button
        type="submit"
        className="btn btn--gold btn--block"
        disabled={mutation.isPending}
        data-testid="payment-password-submit"
      >
        {t('withdraw.password.submit')}
      </button>
    </form>
  );
}

/** Step 2: bind a bank account (bank picker, number, holder name). */
export function BindAccountForm({ onCancel }: { onCancel?: () => void }) {
  const { t } = useTranslation();
  const banks = useBanks();
  const [bankCode, setBankCode] = useState('');
  const [accountNo, setAccountNo] = useState('');
  const [accountName, setAccountName] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const { setErrors, message, clear } = useErrors();
  const mutation = useBindBankAccount();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = { bankCode, accountNo: accountNo.trim(), accountName: accountName.trim() };
    const parsed = BindBankAccountBodySchema.safeParse(body);
    const found: Errors = {};
    if (!bankCode) found.bankCode = { key: 'withdraw.errors.bankRequired' };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if (found[field]) continue;
        const empty = !body[field as keyof typeof body];
        found[field] = { key: empty ? 'wallet.amount.required' : `withdraw.${issue.message}` };
      }
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await mutation.mutateAsync(body);
      onCancel?.();
    } catch (error) {
      setFormError(t(errorKey(error)));
    }
  };

  return (
    <form className="money-card" noValidate onSubmit={onSubmit} data-testid="bind-account-form">
      <h2 className="money-card__title">{t('withdraw.bind.title')}</h2>
      <div className="ui-field">
        <label htmlFor="withdraw-bank" className="ui-field__label">
          {t('withdraw.fields.bank')}
        </label>
        <select
          id="withdraw-bank"
          name="bankCode"
          className="money-select"
          value={bankCode}
          aria-invalid={message('bankCode') ? true : undefined}
          onChange={(e) => {
            setBankCode(e.target.value);
            clear('bankCode');
          }}
        >
          <option value="">{t('withdraw.bind.chooseBank')}</option>
          {(banks.data ?? []).map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
        {message('bankCode') ? (
          <p className="ui-field__error" data-testid="bankCode-error">
            {message('bankCode')}
          </p>
        ) : null}
      </div>
      <FormField
        name="accountNo"
        inputMode="numeric"
        maxLength={20}
        label={t('withdraw.fields.accountNo')}
        value={accountNo}
        onChange={(v) => {
          setAccountNo(v);
          clear('accountNo');
        }}
        required
        error={message('accountNo')}
      />
      <FormField
        name="accountName"
        maxLength={64}
        label={t('withdraw.fields.accountName')}
        value={accountName}
        onChange={(v) => {
          setAccountName(v);
          clear('accountName');
        }}
        required
        hint={t('withdraw.bind.nameHint')}
        error={message('accountName')}
      />
      <FormError error={formError} />
      <button
        type="submit"
        className="btn btn--gold btn--block"
        disabled={mutation.isPending}
        data-testid="bind-account-submit"
      >
        {t('withdraw.bind.submit')}
      </button>
      {onCancel ? (
        <button type="button" className="btn btn--ghost btn--block" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      ) : null}
    </form>
  );
}

/** Step 3: amount (limits, at most the balance), account, payment password. */
export function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const [accountId, setAccountId] = useState(info.bankAccounts[0]?.id ?? 0);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const [binding, setBinding] = useState(false);
  const { setErrors, message, clear } = useErrors();
  const mutation = useCreateWithdrawal();
  const limits = { min: info.minAmount, max: info.maxAmount, balance: info.balance };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const found: Errors = {
      amount: checkAmount(amount, limits),
      paymentPassword: !password
        ? { key: 'withdraw.errors.passwordRequired' }
        : PaymentPasswordSchema.safeParse(password).success
          ? null
          : { key: 'withdraw.errors.passwordFormat' },
    };
    setErrors(found);
    if (found.amount || found.paymentPassword) return;
    try {
      const value = await mutation.mutateAsync({
        bankAccountId: accountId,
        amount: amount.trim(),
        paymentPassword: password,
      });
      setDone(value);
      setAmount('');
      setPassword('');
    } catch (error) {
      setPassword('');
      if (error instanceof ApiError && error.code === 'withdraw.payment_password_wrong') {
        setErrors({ paymentPassword: { key: 'errors.withdraw.payment_password_wrong' } });
      } else if (error instanceof ApiError && error.code === 'wallet.insufficient_funds') {
        setErrors({ amount: { key: 'errors.wallet.insufficient_funds' } });
      } else setFormError(t(isTrialRefusal(error) ? 'messages.actualAccount' : errorKey(error)));
    }
  };

  if (done) {
    return (
      <section className="money-card money-result money-result--ok" data-testid="withdraw-success">
        <h2 className="money-card__title">{t('withdraw.success.title')}</h2>
        <p className="money-card__text">{t('withdraw.success.text')}</p>
        <dl className="money-facts">
          <dt>{t('withdraw.fields.orderNo')}</dt>
          <dd data-testid="withdraw-order-no">{done.orderNo}</dd>
          <dt>{t('withdraw.fields.amount')}</dt>
          <dd>{formatMoney(done.amount)}</dd>
          <dt>{t('withdraw.fields.account')}</dt>
          <dd>
            {done.bankName} {done.accountNoMasked}
          </dd>
        </dl>
        <Link className="btn btn--gold btn--block" to="/m/withdrawReport">
          {t('actions.withdrawRecord')}
        </Link>
        <button type="button" className="btn btn--ghost btn--block" onClick={() => setDone(null)}>
          {t('withdraw.success.again')}
        </button>
      </section>
    );
  }

  if (binding) return <BindAccountForm onCancel={() => setBinding(false)} />;

  return (
    <form className="money-card" noValidate onSubmit={onSubmit} data-testid="withdraw-form">
      <fieldset className="money-options" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="money-card__title">{t('withdraw.fields.account')}</legend>
        {info.bankAccounts.map((a) => (
          <label key={a.id} className="money-option">
            <input
              type="radio"
              name="bankAccountId"
              value={a.id}
              checked={a.id === accountId}
              onChange={() => setAccountId(a.id)}
            />
            <span className="money-option__main">
              {a.bankName} · {a.accountNoMasked}
              <span className="money-option__sub">{a.accountName}</span>
            </span>
          </label>
        ))}
        {info.bankAccounts.length < info.maxBankAccounts ? (
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => setBinding(true)}
            data-testid="add-bank-account"
          >
            {t('withdraw.bind.add')}
          </button>
        ) : null}
      </fieldset>
      <FormField
        name="amount"
        inputMode="numeric"
        label={t('withdraw.fields.amount')}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          clear('amount');
        }}
        required
        placeholder={t('withdraw.limits', {
          min: formatMoney(info.minAmount),
          max: formatMoney(info.maxAmount),
        })}
        hint={t('withdraw.available', {
          amount: `${info.currencySymbol}${formatMoney(info.balance)}`,
        })}
        error={message('amount')}
        end={
          <button
            type="button"
            className="money-chip"
            onClick={() => {
              setAmount(info.balance.replace(/\.00$/, ''));
              clear('amount');
            }}
          >
            {t('withdraw.all')}
          </button>
        }
      />
      <FormField
        name="paymentPassword"
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        label={t('withdraw.fields.paymentPassword')}
        value={password}
        onChange={(v) => {
          setPassword(v);
          clear('paymentPassword');
        }}
        required
        error={message('paymentPassword')}
      />
      <FormError error={formError} />
      <button
        type="submit"
        className="btn btn--gold btn--block"
        disabled={mutation.isPending}
        data-testid="withdraw-submit"
      >
        {mutation.isPending ? t('common.loading') : t('withdraw.submit')}
      </button>
    </form>
  );
}

function WithdrawSteps() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  if (info.isPending) return <p className="record-empty">{t('common.loading')}</p>;
  if (info.isError) {
    if (isTrialRefusal(info.error)) return <TrialNotice />;
    return (
      <p className="record-empty" role="alert">
        <button type="button" className="btn btn--ghost" onClick={() => void info.refetch()}>
          {t('errors.loadFailed')}
        </button>
      </p>
    );
  }
  if (!info.data.hasPaymentPassword) return <PaymentPasswordForm />;
  if (info.data.bankAccounts.length === 0) return <BindAccountForm />;
  return <WithdrawForm info={info.data} />;
}

/** spec §2 /m/withdraw: payment password first, then a bound account, then the withdrawal. */
export function WithdrawPage() {
  const { t } = useTranslation();
  return (
    <div className="money-page" data-testid="withdraw-page">
      <RealAccountOnly>
        <BalanceWidget />
        <WithdrawSteps />
        <p className="record-more">
          <Link to="/m/withdrawReport" className="btn btn--outline btn--small">
            {t('actions.withdrawRecord')}
          </Link>
        </p>
      </RealAccountOnly>
    </div>
  );
}
