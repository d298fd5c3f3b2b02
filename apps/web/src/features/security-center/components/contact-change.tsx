import '../locales/strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { ContactChangeValue, ContactKind } from '@app/contracts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorKey } from '../../../lib/form-errors.ts';
import { FormProblem } from './form-problem.tsx';
import { SecurityCardActions } from './security-card-actions.tsx';
import { useConfirmContactChange, useRequestContactChange } from '../api/change-contact.ts';

const CODE = { inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'one-time-code' };

/**
 * Binds or changes the mobile number or e-mail (docs/decisions/2026-11-25-contact-binding.md):
 * the new address and the login password again, then the code sent to the new address and, when
 * a verified one is replaced, the code sent to the old address too.
 */
export function ContactChange({
  kind,
  onDone,
  onCancel,
}: {
  kind: ContactKind;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<ContactChangeValue | null>(null);
  return (
    <div className="security-card" data-testid={`contact-change-${kind}`}>
      <h2 className="security-card__title">{t(`security.contact.title.${kind}`)}</h2>
      {sent ? (
        <CodesStep sent={sent} onDone={onDone} onAgain={() => setSent(null)} onCancel={onCancel} />
      ) : (
        <AddressStep kind={kind} onSent={setSent} onCancel={onCancel} />
      )}
    </div>
  );
}

function AddressStep({
  kind,
  onSent,
  onCancel,
}: {
  kind: ContactKind;
  onSent: (sent: ContactChangeValue) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [loginPassword, setLoginPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestContactChange();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim() || !loginPassword) return setError(t('messages.required'));
    setError(null);
    request.mutate(
      { kind, value: value.trim(), loginPassword },
      { onSuccess: onSent, onError: (e) => setError(t(errorKey(e))) },
    );
  };

  return (
    <form className="ui-form" noValidate onSubmit={onSubmit}>
      <p className="security-card__text">{t(`security.contact.intro.${kind}`)}</p>
      <FormField
        name="contact-value"
        type={kind === 'mobile' ? 'tel' : 'email'}
        inputMode={kind === 'mobile' ? 'tel' : 'email'}
        autoComplete={kind === 'mobile' ? 'tel-national' : 'email'}
        label={t(`security.contact.new.${kind}`)}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        maxLength={kind === 'mobile' ? 15 : 254}
        required
      />
      <FormField
        name="contact-login-password"
        type="password"
        autoComplete="current-password"
        label={t('security.payment.loginPassword')}
        hint={t('security.payment.reauth')}
        value={loginPassword}
        onChange={(next) => {
          setLoginPassword(next);
          setError(null);
        }}
        required
      />
      <FormProblem text={error} testId="contact-error" />
      <SecurityCardActions
        onCancel={onCancel}
        submit={{
          label: t('security.reset.send'),
          pending: request.isPending,
          testId: 'contact-send',
        }}
      />
    </form>
  );
}

function CodesStep({
  sent,
  onDone,
  onAgain,
  onCancel,
}: {
  sent: ContactChangeValue;
  onDone: () => void;
  onAgain: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [newCode, setNewCode] = useState('');
  const [oldCode, setOldCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmContactChange();
  const needsOld = sent.oldAddress !== null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!newCode || (needsOld && !oldCode)) return setError(t('messages.required'));
    setError(null);
    confirm.mutate(
      { kind: sent.kind, newCode, ...(needsOld ? { oldCode } : {}) },
      { onSuccess: onDone, onError: (e) => setError(t(errorKey(e))) },
    );
  };

  return (
    <form className="ui-form" noValidate onSubmit={onSubmit}>
      <p className="security-card__text" data-testid="contact-sent">
        {t(needsOld ? 'security.contact.sentBoth' : 'security.contact.sentNew', {
          newAddress: sent.newAddress,
          oldAddress: sent.oldAddress,
        })}
      </p>
      <FormField
        name="contact-new-code"
        label={t('security.contact.newCode', { address: sent.newAddress })}
        value={newCode}
        onChange={(next) => {
          setNewCode(next.trim());
          setError(null);
        }}
        required
        {...CODE}
      />
      {needsOld ? (
        <FormField
          name="contact-old-code"
          label={t('security.contact.oldCode', { address: sent.oldAddress })}
          value={oldCode}
          onChange={(next) => {
            setOldCode(next.trim());
            setError(null);
          }}
          required
          {...CODE}
        />
      ) : null}
      <FormProblem text={error} testId="contact-error" />
      <button type="button" className="security-card__link" onClick={onAgain}>
        {t('security.reset.again')}
      </button>
      <SecurityCardActions
        onCancel={onCancel}
        submit={{
          label: t('security.contact.confirm'),
          pending: confirm.isPending,
          testId: 'contact-confirm',
        }}
      />
    </form>
  );
}
