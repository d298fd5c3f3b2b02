import { useTranslation } from '../../lib/translation.ts';
import { OfflineIcon } from '../../components/ui/icons.tsx';
import { StatusScreen } from '../../features/system/components/status-screen.tsx';

/**
 * A page's code failed to load (a dropped connection or a newer release): offer a reload rather
 * than a blank screen (spec §8 "Loading failed, click to retry").
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <StatusScreen icon={OfflineIcon} testId="route-error">
      <h1 className="status-screen__title">{t('status.errorTitle')}</h1>
      <p className="status-screen__text">{t('status.errorText')}</p>
      <button type="button" className="btn btn--gold" onClick={() => window.location.reload()}>
        {t('errors.loadFailed')}
      </button>
    </StatusScreen>
  );
}
