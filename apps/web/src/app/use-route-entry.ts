import { useMatches } from 'react-router';
import type { RouteEntry } from './route-table.ts';

function isRouteEntry(handle: unknown): handle is RouteEntry {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle && 'page' in handle;
}

/** The route-table entry of the page on screen (undefined only while an unknown path redirects). */
export function useRouteEntry(): RouteEntry | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteEntry(handle)) return handle;
  }
  return undefined;
}
