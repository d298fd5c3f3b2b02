import { useRouteHandle } from '../lib/router.tsx';
import type { RouteEntry } from './route-table.ts';

function isRouteEntry(handle: unknown): handle is RouteEntry {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle && 'page' in handle;
}

/** The route-table entry of the page on screen (undefined only while an unknown path redirects). */
export function useRouteEntry(): RouteEntry | undefined {
  const handle = useRouteHandle();
  return isRouteEntry(handle) ? handle : undefined;
}
