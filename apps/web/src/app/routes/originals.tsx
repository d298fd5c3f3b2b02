import { FairnessPage } from '../../features/originals/components/fairness-page.tsx';
import { OriginalsPage } from '../../features/originals/components/originals-page.tsx';
import { useRouteEntry } from '../use-route-entry.ts';

/** The in-house games (`/m/originals/:gameCode`) and the page that verifies their rounds. */
export function Component() {
  const entry = useRouteEntry();
  return entry?.id === 'fairness' ? <FairnessPage /> : <OriginalsPage />;
}
