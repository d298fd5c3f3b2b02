import { useTranslation } from '../../lib/translation.ts';
import { OfflineIcon } from './icons.tsx';
import { useOnline, useSlowNetwork } from '../../lib/network.ts';
import './network-notice.css';

/**
 * spec §8 "network slow/offline notices": a bar at the top of the screen while the browser is
 * offline, or while a call has waited more than NETWORK_SLOW_MS. It goes away by itself when the
 * network is back or the answer arrives; the list or form that failed offers its own retry.
 */
export function NetworkNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  const slow = useSlowNetwork();
  if (online && !slow) return null;
  return (
    <div
      className={`network-notice network-notice--${online ? 'slow' : 'offline'}`}
      role="status"
      aria-live="polite"
      data-testid={online ? 'network-slow' : 'network-offline'}
    >
      {online ? (
        <span className="network-notice__spinner" aria-hidden="true" />
      ) : (
        <OfflineIcon size={16} />
      )}
      <span>{t(online ? 'errors.networkSlow' : 'errors.offline')}</span>
    </div>
  );
}
