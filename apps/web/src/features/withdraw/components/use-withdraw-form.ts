import '../locales/strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { PaymentPasswordSchema, type WithdrawInfo, type Withdrawal } from '@app/contracts';
import { ApiError } from '@app/client/api-client';
import { checkAmount } from '../../../lib/amount.ts';
import { errorKey } from '../../../lib/form-errors.ts';
import { isTrialRefusal } from '../../../components/wallet/real-account-only.tsx';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { useWithdrawErrors, type WithdrawErrors } from './use-withdraw-errors.ts';

export type WithdrawFormState = ReturnType<typeof useWithdrawForm>;

/**
 * Step 3 (spec §2 /m/withdraw): the account, an amount within the limits and the balance, and the
 * payment password; a wrong password or a short balance shows under its field, and the password is
 * cleared after every attempt.
 */
export function useWithdrawForm(info: WithdrawInfo) {
  const { t } = useTranslation();
  const [accountId, setAccountId] = useState(info.bankAccounts[0]?.id ?? 0);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const { setErrors, message, clear } = useWithdrawErrors();
  const mutation = useCreateWithdrawal();
  const limits = { min: info.minAmount, max: info.maxAmount, balance: info.balance };

  const failed = (error: unknown) => {
    setPassword('');
    if (error instanceof ApiError && error.code === 'withdraw.payment_password_wrong') {
      setErrors({ paymentPassword: { key: 'errors.withdraw.payment_password_wrong' } });
    } else if (error instanceof ApiError && error.code === 'wallet.insufficient_funds') {
      setErrors({ amount: { key: 'errors.wallet.insufficient_funds' } });
    } else setFormError(t(isTrialRefusal(error) ? 'messages.actualAccount' : errorKey(error)));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFormError(null);
    const found: WithdrawErrors = {
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
      failed(error);
    }
  };

  return {
    accountId,
    setAccountId,
    amount,
    changeAmount: (v: string) => {
      setAmount(v);
      clear('amount');
    },
    password,
    changePassword: (v: string) => {
      setPassword(v);
      clear('paymentPassword');
    },
    message,
    formError,
    pending: mutation.isPending,
    onSubmit,
    done,
    again: () => setDone(null),
  };
}
