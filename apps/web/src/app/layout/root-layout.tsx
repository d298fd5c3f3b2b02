import { StatusGate } from '../../features/system/components/status-gate.tsx';
import { SiteLayout } from './site-layout.tsx';

/** The root route: the status gate first, then the site frame around the page. */
export function RootLayout() {
  return (
    <StatusGate>
      <SiteLayout />
    </StatusGate>
  );
}
