import { NetworkNotice } from '../../components/ui/network-notice.tsx';
import { SessionWatcher } from '../../features/auth/components/session-sync.tsx';
import { StatusGate } from '../../features/system/components/status-gate.tsx';
import { SiteLayout } from './site-layout.tsx';

/**
 * The root route: the status gate first, then the site frame around the page. The session
 * watcher sits beside the frame, so its "logged out" message outlives the redirect it causes; the
 * network notice (spec §8) shows over every screen, the gate's too.
 */
export function RootLayout() {
  return (
    <>
      <StatusGate>
        <SiteLayout />
        <SessionWatcher />
      </StatusGate>
      <NetworkNotice />
    </>
  );
}
