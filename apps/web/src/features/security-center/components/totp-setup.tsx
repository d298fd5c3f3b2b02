import '../locales/strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { QRCodeSVG } from 'qrcode.react';
import type { TotpSetupValue } from '@app/contracts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorKey } from '../../../lib/form-errors.ts';
import { FormProblem } from './form-problem.tsx';
import { SecurityCardActions } from './security-card-actions.tsx';
import { useDisableTotp, useEnableTotp, useSetupTotp } from '../api/totp.ts';

const CODE = { inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'one-time-code' };

/**
 * Sets up the authenticator app (docs/decisions/2026-11-25-member-totp.md): the login password,
 * then the QR code (and the secret to type by hand) and the app's first code, then the recovery
 * codes, shown this once.
 */
export function TotpSetup({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [loginPassword, setLoginPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<TotpSetupValue | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const setup = useSetupTotp();
  const enable = useEnableTotp();
  const failed = (e: unknown) => setError(t(errorKey(e)));

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!loginPassword) return setError(t('messages.required'));
    setError(null);
    setup.mutate({ loginPassword }, { onSuccess: setSecret, onError: failed });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(t('security.totp.codeFormat'));
    setError(null);
    enable.mutate(
      { code },
      { onSuccess: (value) => setRecovery(value.recoveryCodes), onError: failed },
    );
  };

  if (recovery) {
    return (
      <div className="security-card" data-testid="totp-recovery">
        <h2 className="security-card__title">{t('security.totp.onTitle')}</h2>
        <p className="security-card__text">{t('security.totp.recoveryIntro')}</p>
        <ul className="totp-recovery" data-testid="totp-recovery-codes">
          {recovery.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <div className="security-card__actions">
          <button type="button" className="btn btn--gold" onClick={onDone} data-testid="totp-done">
            {t('security.totp.saved')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="security-card"
      noValidate
      onSubmit={secret ? confirm : start}
      data-testid="totp-setup"
    >
      <h2 className="security-card__title">{t('security.totp.setupTitle')}</h2>
      {secret ? (
        <>
          <p className="security-card__text">{t('security.totp.scan')}</p>
          <QRCodeSVG
            value={secret.otpauthUri}
            size={176}
            marginSize={2}
            title={t('security.totp.qr')}
            className="totp-qr"
          />
          <p className="security-card__text">
            {t('security.totp.secret')}{' '}
            <code className="totp-secret" data-testid="totp-secret">
              {secret.secret}
            </code>
          </p>
          <FormField
            name="totp-code"
            label={t('security.totp.code')}
            value={code}
            onChange={(next) => {
              setCode(next.trim());
              setError(null);
            }}
            required
            {...CODE}
          />
        </>
      ) : (
        <>
          <p className="security-card__text">{t('security.totp.intro')}</p>
          <FormField
            name="totp-login-password"
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
        </>
      )}
      <FormProblem text={error} testId="totp-error" />
      <SecurityCardActions
        onCancel={onCancel}
        submit={{
          label: secret ? t('security.totp.turnOn') : t('security.totp.next'),
          pending: setup.isPending || enable.isPending,
          testId: 'totp-submit',
        }}
      />
    </form>
  );
}

/** Turns the authenticator app off: the login password and a code or a recovery code. */
export function TotpDisable({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [loginPassword, setLoginPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const disable = useDisableTotp();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!loginPassword || !code) return setError(t('messages.required'));
    setError(null);
    disable.mutate(
      { loginPassword, code },
      { onSuccess: onDone, onError: (e) => setError(t(errorKey(e))) },
    );
  };

  return (
    <form className="security-card" noValidate onSubmit={onSubmit} data-testid="totp-disable">
      <h2 className="security-card__title">{t('security.totp.offTitle')}</h2>
      <FormField
        name="totp-off-login-password"
        type="password"
        autoComplete="current-password"
        label={t('security.payment.loginPassword')}
        value={loginPassword}
        onChange={(next) => {
          setLoginPassword(next);
          setError(null);
        }}
        required
      />
      <FormField
        name="totp-off-code"
        label={t('security.totp.codeOrRecovery')}
        value={code}
        onChange={(next) => {
          setCode(next.trim());
          setError(null);
        }}
        autoComplete="one-time-code"
        maxLength={16}
        required
      />
      <FormProblem text={error} testId="totp-error" />
      <SecurityCardActions
        onCancel={onCancel}
        submit={{
          label: t('security.totp.turnOff'),
          pending: disable.isPending,
          testId: 'totp-off-submit',
        }}
      />
    </form>
  );
}
