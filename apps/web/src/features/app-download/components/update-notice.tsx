import { useTranslation } from '../../../lib/translation.ts';
import { applyUpdate, useUpdateWaiting } from '../../../lib/pwa.ts';
import './update-notice.css';

/**
 * The "new version" notice: a new version of the site has installed in the background and waits,
 * so that nothing changes in the middle of a bet or a deposit; the member reloads when ready.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div className="update-notice" role="status" data-testid="update-notice">
      <span>{t('appPage.update.text')}</span>
      <button type="button" className="btn btn--gold btn--small" onClick={applyUpdate}>
        {t('appPage.update.reload')}
      </button>
    </div>
  );
}
