import { useLocation, useNavigate } from '../../lib/router.tsx';
import { HOME_PATH, type RouteEntry } from '../route-table.ts';

/** True when the browser has an earlier page of this site to go back to. */
function hasHistory(locationKey: string): boolean {
  // The browser router numbers its entries (history.state.idx); the memory router has none.
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number') {
    return state.idx > 0;
  }
  return locationKey !== 'default';
}

/**
 * spec §2: the back arrow is hidden on /m/changePsw, goes to /m/home on login, register, trial,
 * notice, activity, forget and message, and to the previous page elsewhere (home without one).
 */
export function useBack(entry: RouteEntry | undefined): (() => void) | undefined {
  const navigate = useNavigate();
  const location = useLocation();
  if (!entry || entry.back === 'hidden') return undefined;
  if (entry.back === 'home') return () => void navigate(HOME_PATH);
  return () => {
    if (hasHistory(location.key)) void navigate(-1);
    else void navigate(HOME_PATH, { replace: true });
  };
}
