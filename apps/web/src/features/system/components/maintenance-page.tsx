import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@app/contracts';
import { HeadsetIcon, WrenchIcon } from '../../../components/ui/icons.tsx';
import { customerServiceUrl } from '../customer-service.ts';
import { StatusScreen } from './status-screen.tsx';

/** spec §2: status 1, maintenance page: title, text, customer-service button. */
export function MaintenancePage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  const serviceUrl = customerServiceUrl(status.info);
  return (
    <StatusScreen icon={WrenchIcon} testId="status-maintenance" siteName={status.info.siteName}>
      <h1 className="status-screen__title">
        {status.maintenance.title || t('status.maintenanceTitle')}
      </h1>
      <p className="status-screen__text">
        {status.maintenance.text || t('status.maintenanceText')}
      </p>
      {serviceUrl ? (
        <button
          type="button"
          className="btn btn--gold"
          onClick={() => window.open(serviceUrl, '_blank', 'noopener,noreferrer')}
        >
          <HeadsetIcon size={20} />
          {t('service.customerService')}
        </button>
      ) : null}
    </StatusScreen>
  );
}
