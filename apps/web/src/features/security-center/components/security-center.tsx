import '../locales/strings.ts';
import { useState } from 'react';
import type { ContactKind } from '@app/contracts';
import { useTranslation } from '../../../lib/translation.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ShieldIcon } from '../../../components/ui/page-icons.tsx';
import { RealAccountOnly } from '../../../components/wallet/real-account-only.tsx';
import { useSecurityOverview } from '../api/get-security-overview.ts';
import { DeviceSessions } from './device-sessions.tsx';
import { LoginHistory } from './login-history.tsx';
import { ContactChange } from './contact-change.tsx';
import { PaymentPasswordChange } from './payment-password-change.tsx';
import { PaymentPasswordReset } from './payment-password-reset.tsx';
import { SecurityItems } from './security-items.tsx';
import { SecurityMeter } from './security-meter.tsx';
import { TotpDisable, TotpSetup } from './totp-setup.tsx';
import './security-center.css';

/**
 * /m/securityCenter (spec §2; SECPRIV): the security level, login and payment passwords, the
 * verified contacts, the last sign-ins and the signed-in devices.
 */
export function SecurityCenter() {
  return (
    <RealAccountOnly>
      <SecurityCenterPage />
    </RealAccountOnly>
  );
}

type Mode = 'change' | 'reset' | ContactKind | 'totpOn' | 'totpOff';
type Done = 'payment' | ContactKind | 'totpOn' | 'totpOff';

const DONE_TEXT: Record<Done, string> = {
  payment: 'security.payment.changed',
  mobile: 'security.contact.done.mobile',
  email: 'security.contact.done.email',
  totpOn: 'security.totp.doneOn',
  totpOff: 'security.totp.doneOff',
};

function SecurityCenterPage() {
  const { t } = useTranslation();
  const overview = useSecurityOverview();
  const [mode, setMode] = useState<Mode | null>(null);
  const [changed, setChanged] = useState<Done | null>(null);
  const done = (what: Done) => () => {
    setMode(null);
    setChanged(what);
  };
  if (overview.isPending) {
    return (
      <p className="security-page__loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (overview.isError) {
    return (
      <EmptyState icon={ShieldIcon} text={t('errors.loadFailed')}>
        <button type="button" className="btn btn--outline" onClick={() => void overview.refetch()}>
          {t('security.actions.retry')}
        </button>
      </EmptyState>
    );
  }
  return (
    <div className="security-page" data-testid="security-center">
      <SecurityMeter overview={overview.data} />
      {changed ? (
        <p
          className="security-page__saved"
          role="status"
          data-testid={
            changed === 'payment'
              ? 'payment-password-changed'
              : changed === 'mobile' || changed === 'email'
                ? 'contact-changed'
                : 'totp-changed'
          }
        >
          {t(DONE_TEXT[changed])}
        </p>
      ) : null}
      {mode === 'change' ? (
        <PaymentPasswordChange
          onDone={done('payment')}
          onCancel={() => setMode(null)}
          onForgot={() => setMode('reset')}
        />
      ) : null}
      {mode === 'reset' ? (
        <PaymentPasswordReset onDone={done('payment')} onCancel={() => setMode(null)} />
      ) : null}
      {mode === 'mobile' || mode === 'email' ? (
        <ContactChange kind={mode} onDone={done(mode)} onCancel={() => setMode(null)} />
      ) : null}
      {mode === 'totpOn' ? (
        <TotpSetup onDone={done('totpOn')} onCancel={() => setMode(null)} />
      ) : null}
      {mode === 'totpOff' ? (
        <TotpDisable onDone={done('totpOff')} onCancel={() => setMode(null)} />
      ) : null}
      {mode === null ? (
        <SecurityItems
          overview={overview.data}
          onChangePaymentPassword={() => {
            setChanged(null);
            setMode('change');
          }}
          onChangeContact={(kind) => {
            setChanged(null);
            setMode(kind);
          }}
          onTotp={() => {
            setChanged(null);
            setMode(overview.data.totpEnabled ? 'totpOff' : 'totpOn');
          }}
        />
      ) : null}
      <DeviceSessions />
      <LoginHistory />
    </div>
  );
}
