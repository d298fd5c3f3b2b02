import { ResponsibleGamingPage } from '../../features/protection/components/responsible-gaming-page.tsx';

/** /m/responsibleGaming: limits, reality check, time-out and self-exclusion (issue 13). */
export function Component() {
  return <ResponsibleGamingPage />;
}
