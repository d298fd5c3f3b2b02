import { StatusLoading } from '../../features/system/components/status-loading.tsx';

/** Shown while the first page's code loads (the router's hydrate fallback). */
export function RouteLoading() {
  return <StatusLoading testId="route-loading" />;
}
