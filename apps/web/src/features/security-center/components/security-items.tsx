import '../locales/strings.ts';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { ContactKind, SecurityOverview } from '@app/contracts';
import { PhoneIcon } from '../../../components/ui/icons.tsx';
import { LockIcon, MailIcon, ShieldIcon, WalletIcon } from '../../../components/ui/page-icons.tsx';
import { PASSWORD_FRESH_DAYS } from '@app/contracts';

function Item({
  icon,
  title,
  state,
  ok,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  state: string;
  ok: boolean;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <li className="security-item" data-testid={testId} data-ok={ok}>
      <span className="security-item__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="security-item__text">
        <strong>{title}</strong>
        <span className={`security-item__state${ok ? ' security-item__state--ok' : ''}`}>
          {state}
        </span>
      </span>
      {children}
    </li>
  );
}

/** What the level is scored from, each with where to fix it. */
export function SecurityItems({
  overview,
  onChangePaymentPassword,
  onChangeContact,
  onTotp,
}: {
  overview: SecurityOverview;
  onChangePaymentPassword: () => void;
  onChangeContact: (kind: ContactKind) => void;
  onTotp: () => void;
}) {
  const { t } = useTranslation();
  const fresh = overview.passwordAgeDays <= PASSWORD_FRESH_DAYS;
  return (
    <ul className="security-card security-items">
      <Item
        testId="security-login-password"
        icon={<LockIcon size={20} />}
        title={t('security.items.loginPassword')}
        ok={fresh}
        state={t(fresh ? 'security.items.passwordAge' : 'security.items.passwordOld', {
          count: overview.passwordAgeDays,
        })}
      >
        <Link
          to="/m/changePsw"
          className="btn btn--outline btn--small"
          data-testid="change-login-password"
        >
          {t('security.actions.change')}
        </Link>
      </Item>
      <Item
        testId="security-payment-password"
        icon={<WalletIcon size={20} />}
        title={t('security.items.paymentPassword')}
        ok={overview.hasPaymentPassword}
        state={t(overview.hasPaymentPassword ? 'security.items.set' : 'security.items.notSet')}
      >
        {overview.hasPaymentPassword ? (
          <button
            type="button"
            className="btn btn--outline btn--small"
            data-testid="change-payment-password"
            onClick={onChangePaymentPassword}
          >
            {t('security.actions.change')}
          </button>
        ) : (
          <Link to="/m/withdraw" className="btn btn--outline btn--small">
            {t('security.actions.set')}
          </Link>
        )}
      </Item>
      <Item
        testId="security-mobile"
        icon={<PhoneIcon size={20} />}
        title={t('security.items.mobile')}
        ok={overview.mobileVerified}
        state={t(
          overview.mobileVerified
            ? 'security.items.verified'
            : overview.hasMobile
              ? 'security.items.unverified'
              : 'security.items.notSet',
        )}
      >
        <button
          type="button"
          className="btn btn--outline btn--small"
          data-testid="change-mobile"
          onClick={() => onChangeContact('mobile')}
        >
          {t(
            overview.hasMobile
              ? overview.mobileVerified
                ? 'security.actions.change'
                : 'security.actions.verify'
              : 'security.actions.bind',
          )}
        </button>
      </Item>
      <Item
        testId="security-email"
        icon={<MailIcon size={20} />}
        title={t('security.items.email')}
        ok={overview.emailVerified}
        state={t(
          overview.emailVerified
            ? 'security.items.verified'
            : overview.hasEmail
              ? 'security.items.unverified'
              : 'security.items.notSet',
        )}
      >
        <button
          type="button"
          className="btn btn--outline btn--small"
          data-testid="change-email"
          onClick={() => onChangeContact('email')}
        >
          {t(
            overview.hasEmail
              ? overview.emailVerified
                ? 'security.actions.change'
                : 'security.actions.verify'
              : 'security.actions.bind',
          )}
        </button>
      </Item>
      <Item
        testId="security-totp"
        icon={<ShieldIcon size={20} />}
        title={t('security.items.totp')}
        ok={overview.totpEnabled}
        state={t(overview.totpEnabled ? 'security.items.on' : 'security.items.off')}
      >
        <button
          type="button"
          className="btn btn--outline btn--small"
          data-testid="totp-toggle"
          onClick={onTotp}
        >
          {t(overview.totpEnabled ? 'security.totp.turnOff' : 'security.totp.setUp')}
        </button>
      </Item>
    </ul>
  );
}
