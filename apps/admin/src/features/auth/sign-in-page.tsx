import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { useNavigate, useLocation } from 'react-router';
import { callEndpoint } from '@app/client/api-client';
import {
  SecondStepBodySchema,
  SignInBodySchema,
  completeOperatorSignInEndpoint,
  signInOperatorEndpoint,
} from '@app/contracts';
import { Field } from '../../components/field.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { setToken } from '../../lib/session.ts';
import { meQueryKey } from '../../lib/operator.ts';
import { LanguageSwitch } from '../../components/language-switch.tsx';

type Challenge = { challenge: string; next: 'totp' | 'enrol'; otpauthUri: string | null };

function PasswordStep({ onChallenge }: { onChallenge: (c: Challenge) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm({ resolver: standardSchemaResolver(SignInBodySchema) });
  const signIn = useMutation({
    mutationFn: (body: { username: string; password: string }) =>
      callEndpoint(signInOperatorEndpoint, { body }),
    onSuccess: onChallenge,
  });
  return (
    <form className="stack" onSubmit={form.handleSubmit((body) => signIn.mutate(body))} noValidate>
      <Field label={t('signIn.username')} error={form.formState.errors.username}>
        <input autoComplete="username" autoFocus {...form.register('username')} />
      </Field>
      <Field label={t('signIn.password')} error={form.formState.errors.password}>
        <input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      {signIn.isError ? (
        <p className="alert error" role="alert">
          {errorText(signIn.error)}
        </p>
      ) : null}
      <button type="submit" className="btn primary" disabled={signIn.isPending}>
        {t('signIn.continue')}
      </button>
    </form>
  );
}

function CodeStep({
  challenge,
  onSession,
  onRestart,
}: {
  challenge: Challenge;
  onSession: (token: string, recoveryCodes: string[] | null) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm({
    resolver: standardSchemaResolver(SecondStepBodySchema),
    defaultValues: { challenge: challenge.challenge, code: '' },
  });
  const complete = useMutation({
    mutationFn: (body: { challenge: string; code: string }) =>
      callEndpoint(completeOperatorSignInEndpoint, { body: { ...body, code: body.code.trim() } }),
    onSuccess: (value) => onSession(value.token, value.recoveryCodes),
    onError: () => form.setValue('code', ''),
  });
  return (
    <form
      className="stack"
      onSubmit={form.handleSubmit((body) => complete.mutate(body))}
      noValidate
    >
      {challenge.next === 'enrol' && challenge.otpauthUri ? (
        <div className="enrol">
          <p>{t('signIn.enrolIntro')}</p>
          <QRCodeSVG
            value={challenge.otpauthUri}
            size={184}
            marginSize={2}
            title={t('signIn.qrTitle')}
          />
          <details>
            <summary>{t('signIn.enrolManual')}</summary>
            <code className="break">
              {new URL(challenge.otpauthUri).searchParams.get('secret')}
            </code>
          </details>
        </div>
      ) : (
        <p>{t('signIn.codeIntro')}</p>
      )}
      <Field
        label={t('signIn.code')}
        error={form.formState.errors.code}
        hint={t('signIn.codeHint')}
      >
        <input
          inputMode="text"
          autoComplete="one-time-code"
          autoFocus
          spellCheck={false}
          {...form.register('code')}
        />
      </Field>
      {complete.isError ? (
        <p className="alert error" role="alert">
          {errorText(complete.error)}
        </p>
      ) : null}
      <button type="submit" className="btn primary" disabled={complete.isPending}>
        {t('signIn.signIn')}
      </button>
      <button type="button" className="btn ghost" onClick={onRestart}>
        {t('signIn.restart')}
      </button>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <p>{t('signIn.recoveryIntro')}</p>
      <ol className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="btn primary" onClick={onDone}>
        {t('signIn.recoverySaved')}
      </button>
    </div>
  );
}

/** Sign-in in two steps: password, then a TOTP or recovery code (enrolment on the first time). */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const enter = () => {
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    void navigate(from, { replace: true });
  };
  return (
    <main className="sign-in">
      <div className="sign-in-card">
        <header className="sign-in-header">
          <img src="/admin/favicon.svg" alt="" width={40} height={40} />
          <div>
            <h1>{t('app.name')}</h1>
            <p className="muted">{t('signIn.title')}</p>
          </div>
          <LanguageSwitch />
        </header>
        {recovery ? (
          <RecoveryCodes codes={recovery} onDone={enter} />
        ) : challenge ? (
          <CodeStep
            challenge={challenge}
            onRestart={() => setChallenge(null)}
            onSession={(token, codes) => {
              setToken(token);
              queryClient.clear();
              if (codes?.length) setRecovery(codes);
              else enter();
            }}
          />
        ) : (
          <PasswordStep onChallenge={setChallenge} />
        )}
      </div>
    </main>
  );
}
