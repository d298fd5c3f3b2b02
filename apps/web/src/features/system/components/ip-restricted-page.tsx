import { useTranslation } from '../../../lib/translation.ts';
import type { SystemStatus } from '@app/contracts';
import { BlockedIcon } from '../../../components/ui/icons.tsx';
import { GateSupport } from './gate-support.tsx';
import { StatusScreen } from './status-screen.tsx';

/** spec §2: status 2, access denied: the visitor's IP, why, and a contact-us button. */
export function IpRestrictedPage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  return (
    <StatusScreen icon={BlockedIcon} tone="red" testId="status-ip" siteName={status.info.siteName}>
      <h1 className="status-screen__title">{t('status.accessDenied')}</h1>
      <p className="status-screen__ip">
        <span>{t('status.yourIp')}</span>
        <span className="status-screen__ip-value" data-testid="status-ip-address">
          {status.location.ip}
        </span>
      </p>
      <p className="status-screen__text">{t('status.accessDeniedText')}</p>
      <GateSupport info={status.info} heading={t('status.contactUs')} />
    </StatusScreen>
  );
}
