import '../locales/strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import {
  invitationLink,
  TURNOVER_CATEGORIES,
  type Invitation,
  type OpenAccountKind,
  type TurnoverCategory,
} from '@app/contracts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { QrImage } from '../../../components/ui/qr-image.tsx';
import { errorText } from '../../../lib/i18n.ts';
import { useCreateInvitation, useInvitations, useOpenAccount } from '../api/agents.ts';
import { AgentQuickMenu } from './agent-quick-menu.tsx';
import './agents.css';

/** The categories an invitation presets a rebate rate for (ELOTT is treated as LOTT, spec §9). */
const REBATE_CATEGORIES = TURNOVER_CATEGORIES.filter((c) => c !== 'ELOTT');

/**
 * /m/agentRegister (spec §2 register centre, REGCEN): open a member or sub-agent account directly
 * under the agent, or make an invitation link with its QR code and preset rebate rates.
 */
export function RegisterCentre() {
  return (
    <div className="agent-page" data-testid="register-centre">
      <AgentQuickMenu />
      <OpenAccountForm />
      <InvitationForm />
    </div>
  );
}

function KindPicker({
  value,
  onChange,
  name,
}: {
  value: OpenAccountKind;
  onChange: (kind: OpenAccountKind) => void;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="agent-kind">
      <legend>{t('agent.register.kind')}</legend>
      {(['member', 'agent'] as const).map((k) => (
        <label key={k} className="agent-kind__option">
          <input
            type="radio"
            name={name}
            value={k}
            checked={value === k}
            onChange={() => onChange(k)}
          />
          <span>{t(`agent.register.kinds.${k}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function OpenAccountForm() {
  const { t } = useTranslation();
  const open = useOpenAccount();
  const [kind, setKind] = useState<OpenAccountKind>('member');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    open.mutate(
      { kind, username: username.trim(), password },
      {
        onSuccess: (value) => {
          setMessage(t('agent.register.opened', { account: value.account }));
          setUsername('');
          setPassword('');
        },
        onError: (error) => setMessage(errorText(error)),
      },
    );
  };

  return (
    <section className="agent-card" data-testid="open-account">
      <h2 className="agent-card__title">{t('agent.register.openTitle')}</h2>
      <form className="agent-form" noValidate onSubmit={submit}>
        <KindPicker value={kind} onChange={setKind} name="open-kind" />
        <FormField
          name="open-username"
          label={t('agent.register.username')}
          value={username}
          onChange={setUsername}
          autoComplete="off"
          maxLength={16}
          hint={t('agent.register.usernameHint')}
        />
        <FormField
          name="open-password"
          type="password"
          label={t('agent.register.password')}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          revealable
        />
        <button
          type="submit"
          className="btn btn--gold btn--block"
          disabled={open.isPending}
          data-testid="open-account-submit"
        >
          {open.isPending ? t('common.loading') : t('agent.register.open')}
        </button>
        {message ? (
          <p className="agent__message" role="status" data-testid="open-account-message">
            {message}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function InvitationForm() {
  const { t } = useTranslation();
  const create = useCreateInvitation();
  const list = useInvitations();
  const [kind, setKind] = useState<OpenAccountKind>('member');
  const [rates, setRates] = useState<Partial<Record<TurnoverCategory, string>>>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const rebates = Object.fromEntries(
      Object.entries(rates).filter(([, v]) => v !== undefined && v.trim() !== ''),
    ) as Partial<Record<TurnoverCategory, string>>;
    create.mutate(
      { kind, rebates },
      {
        onSuccess: () => setMessage(t('agent.register.linkMade')),
        onError: (error) => setMessage(errorText(error)),
      },
    );
  };

  const latest = list.data?.list[0];
  return (
    <section className="agent-card" data-testid="invitation">
      <h2 className="agent-card__title">{t('agent.register.linkTitle')}</h2>
      <form className="agent-form" noValidate onSubmit={submit}>
        <KindPicker value={kind} onChange={setKind} name="link-kind" />
        <p className="agent__muted">{t('agent.register.ratesHint')}</p>
        <div className="agent-rates">
          {REBATE_CATEGORIES.map((c) => (
            <FormField
              key={c}
              name={`rate-${c}`}
              inputMode="numeric"
              label={t(`agent.categories.${c}`)}
              value={rates[c] ?? ''}
              onChange={(v) => setRates((r) => ({ ...r, [c]: v }))}
              placeholder="0.0"
              maxLength={4}
            />
          ))}
        </div>
        <button
          type="submit"
          className="btn btn--gold btn--block"
          disabled={create.isPending}
          data-testid="invitation-submit"
        >
          {create.isPending ? t('common.loading') : t('agent.register.makeLink')}
        </button>
        {message ? (
          <p className="agent__message" role="status">
            {message}
          </p>
        ) : null}
      </form>
      {latest ? <InvitationCard invitation={latest} /> : null}
    </section>
  );
}

function InvitationCard({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const link = invitationLink(window.location.origin, invitation.code);
  const [copied, setCopied] = useState(false);
  return (
    <div className="agent-link" data-testid="invitation-card">
      <QrImage
        text={link}
        size={148}
        alt={t('agent.register.qr')}
        className="agent-link__qr"
        testId="invitation-qr"
      />
      <p className="agent-link__code">
        {t('agent.register.code')} <strong data-testid="invitation-code">{invitation.code}</strong>{' '}
        <span className="agent__chip">{t(`agent.register.kinds.${invitation.kind}`)}</span>
      </p>
      <p className="agent-link__url" data-testid="invitation-link">
        {link}
      </p>
      <button
        type="button"
        className="btn btn--outline"
        onClick={() => {
          void navigator.clipboard?.writeText(link).then(() => setCopied(true));
        }}
      >
        {copied ? t('agent.register.copied') : t('agent.register.copy')}
      </button>
    </div>
  );
}
