import '../locales/strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { Deposit, PaymentChannel } from '@app/contracts';
import { checkAmount, type AmountError } from '../../../lib/amount.ts';
import { errorKey, serverFieldError } from '../../../lib/form-errors.ts';
import { isTrialRefusal } from '../../../components/wallet/real-account-only.tsx';
import { useCreateBankDeposit } from '../api/create-bank-deposit.ts';
import { useCreateOnlineDeposit } from '../api/create-online-deposit.ts';

export type DepositField = 'amount' | 'reference' | 'payerName';
type DepositErrors = Partial<Record<DepositField, AmountError | null>>;
const FIELDS = ['amount', 'reference', 'payerName'] as const;

export type DepositFormState = ReturnType<typeof useDepositForm>;

/**
 * The deposit form (spec §2 /m/voucherCenter): the channel, the amount within its limits, the
 * transfer reference for a bank transfer; a bank deposit is recorded, an online one opens the
 * gateway's page.
 */
export function useDepositForm(channels: PaymentChannel[]) {
  const { t } = useTranslation();
  const [code, setCode] = useState(channels[0]?.code ?? '');
  const channel = channels.find((c) => c.code === code) ?? channels[0]!;
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [payerName, setPayerName] = useState('');
  const [errors, setErrors] = useState<DepositErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<Deposit | null>(null);
  const bank = useCreateBankDeposit();
  const online = useCreateOnlineDeposit();
  const pending = bank.isPending || online.isPending;
  const isBankTransfer = channel.kind === 'bank_transfer';
  const limits = { min: channel.minAmount, max: channel.maxAmount };

  const message = (f: DepositField) => {
    const e = errors[f];
    return e ? t(e.key, e.values) : null;
  };
  const clearError = (f: DepositField) => setErrors((e) => ({ ...e, [f]: null }));

  const send = async () => {
    if (isBankTransfer) {
      const deposit = await bank.mutateAsync({
        channelCode: channel.code,
        amount: amount.trim(),
        reference: reference.trim(),
        ...(payerName.trim() ? { payerName: payerName.trim() } : {}),
      });
      setDone(deposit);
    } else {
      const value = await online.mutateAsync({ channelCode: channel.code, amount: amount.trim() });
      // The sandbox gateway page is served by our server; it returns to /m/vouReport.
      window.location.assign(value.payUrl);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const found: DepositErrors = {
      amount: checkAmount(amount, limits),
      reference: isBankTransfer && !reference.trim() ? { key: 'deposit.errors.reference' } : null,
    };
    setErrors(found);
    if (found.amount || found.reference) return;
    try {
      await send();
    } catch (error) {
      if (isTrialRefusal(error)) {
        setFormError(t('messages.actualAccount'));
        return;
      }
      const onField = serverFieldError(error);
      const field = FIELDS.find((f) => f === onField?.field);
      if (onField && field) setErrors({ [field]: onField.error });
      else setFormError(t(errorKey(error)));
    }
  };

  return {
    channel,
    isBankTransfer,
    chooseChannel: (next: string) => {
      setCode(next);
      setErrors({});
    },
    amount,
    changeAmount: (v: string) => {
      setAmount(v);
      if (errors.amount) clearError('amount');
    },
    pickAmount: (a: string) => {
      setAmount(a);
      clearError('amount');
    },
    blurAmount: () => amount && setErrors((e) => ({ ...e, amount: checkAmount(amount, limits) })),
    reference,
    changeReference: (v: string) => {
      setReference(v);
      if (errors.reference) clearError('reference');
    },
    payerName,
    setPayerName,
    message,
    formError,
    pending,
    onSubmit,
    done,
    /** Back to the form after a recorded deposit, with the amount and reference cleared. */
    again: () => {
      setDone(null);
      setAmount('');
      setReference('');
    },
  };
}
