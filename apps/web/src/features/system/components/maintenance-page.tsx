import { useTranslation } from '../../../lib/translation.ts';
import type { SystemStatus } from '@app/contracts';
import { WrenchIcon } from '../../../components/ui/icons.tsx';
import { GateSupport } from './gate-support.tsx';
import { StatusScreen } from './status-screen.tsx';

/**
 * spec §2: status 1, maintenance page: title, text, customer-service button. An operator's title
 * and text show as written; without them the site's own, in the visitor's language.
 */
export function MaintenancePage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  return (
    <StatusScreen icon={WrenchIcon} testId="status-maintenance" siteName={status.info.siteName}>
      <h1 className="status-screen__title">
        {status.maintenance.title.trim() || t('status.maintenanceTitle')}
      </h1>
      <p className="status-screen__text">
        {status.maintenance.text.trim() || t('status.maintenanceText')}
      </p>
      <GateSupport info={status.info} heading={t('service.customerService')} />
    </StatusScreen>
  );
}
