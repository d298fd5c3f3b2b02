import '../locales/strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { BindBankAccountBodySchema } from '@app/contracts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorKey } from '../../../lib/form-errors.ts';
import { useBindBankAccount } from '../api/bind-bank-account.ts';
import { BankSelect } from './bank-select.tsx';
import { FormSubmit } from './form-submit.tsx';
import { LoginPasswordField } from './login-password-field.tsx';
import { useWithdrawErrors, type WithdrawErrors } from './use-withdraw-errors.ts';

type BindBody = { bankCode: string; accountNo: string; accountName: string; loginPassword: string };

/** The message of each field the contract refuses: required when empty, else the rule's own. */
function bindErrors(body: BindBody): WithdrawErrors {
  const parsed = BindBankAccountBodySchema.safeParse(body);
  const found: WithdrawErrors = {};
  if (!body.bankCode) found.bankCode = { key: 'withdraw.errors.bankRequired' };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      if (found[field]) continue;
      const empty = !body[field as keyof BindBody];
      found[field] = { key: empty ? 'wallet.amount.required' : `withdraw.${issue.message}` };
    }
  }
  return found;
}

/** Step 2: bind a bank account (bank picker, number, holder name). */
export function BindAccountForm({ onCancel }: { onCancel?: () => void }) {
  const { t } = useTranslation();
  const [bankCode, setBankCode] = useState('');
  const [accountNo, setAccountNo] = useState('');
  const [accountName, setAccountName] = useState('');
  const [loginPassword, setLoginPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const { setErrors, message, clear } = useWithdrawErrors();
  const mutation = useBindBankAccount();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = {
      bankCode,
      accountNo: accountNo.trim(),
      accountName: accountName.trim(),
      loginPassword,
    };
    const found = bindErrors(body);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await mutation.mutateAsync(body);
      onCancel?.();
    } catch (error) {
      setFormError(t(errorKey(error)));
    }
  };

  /** Typing into a field sets its value and clears its error. */
  const typed = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    clear(field);
  };

  return (
    <form className="money-card" noValidate onSubmit={onSubmit} data-testid="bind-account-form">
      <h2 className="money-card__title">{t('withdraw.bind.title')}</h2>
      <BankSelect
        value={bankCode}
        onChange={typed('bankCode', setBankCode)}
        error={message('bankCode')}
      />
      <FormField
        name="accountNo"
        inputMode="numeric"
        maxLength={20}
        label={t('withdraw.fields.accountNo')}
        value={accountNo}
        onChange={typed('accountNo', setAccountNo)}
        required
        error={message('accountNo')}
      />
      <FormField
        name="accountName"
        maxLength={64}
        label={t('withdraw.fields.accountName')}
        value={accountName}
        onChange={typed('accountName', setAccountName)}
        required
        hint={t('withdraw.bind.nameHint')}
        error={message('accountName')}
      />
      <LoginPasswordField
        value={loginPassword}
        onChange={typed('loginPassword', setLoginPassword)}
        error={message('loginPassword')}
      />
      <FormSubmit error={formError} pending={mutation.isPending} testId="bind-account-submit">
        {t('withdraw.bind.submit')}
      </FormSubmit>
      {onCancel ? (
        <button type="button" className="btn btn--ghost btn--block" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      ) : null}
    </form>
  );
}
