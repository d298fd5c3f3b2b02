import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { deleteSessionEndpoint } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { clearSession, SESSION_QUERY_SCOPE } from './session.ts';

/** The server revokes this token. */
export async function deleteSession(): Promise<void> {
  await callEndpoint(deleteSessionEndpoint);
}

/**
 * spec §4 "Logout": the logout call, then clear the token, the trial user and the member info and
 * wipe session storage. A failed call (offline, token already gone) still signs out here.
 * `leave` runs first, e.g. to leave a page that needs the session: once the server has revoked the
 * token, any call still in flight on that page answers 401, the session watcher clears the session
 * and the page's guard would send the visitor to login instead of home.
 */
export function useLogout(): (leave?: () => Promise<void> | void) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (leave) => {
      await leave?.();
      try {
        await deleteSession();
      } catch {
        // The local session goes anyway; the server drops the token when it expires.
      }
      clearSession({ goTo: '/m/home' });
      queryClient.removeQueries({ queryKey: SESSION_QUERY_SCOPE });
    },
    [queryClient],
  );
}
