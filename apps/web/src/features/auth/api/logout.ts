import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { deleteSessionEndpoint } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { clearSession, SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

/** The server revokes this token. */
export async function deleteSession(): Promise<void> {
  await callEndpoint(deleteSessionEndpoint);
}

/**
 * spec §4 "Logout": the logout call, then clear the token, the trial user and the member info and
 * wipe session storage. A failed call (offline, token already gone) still signs out here.
 * `beforeClear` runs between the two, e.g. to leave a page that needs the session first.
 */
export function useLogout(): (beforeClear?: () => Promise<void> | void) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (beforeClear) => {
      try {
        await deleteSession();
      } catch {
        // The local session goes anyway; the server drops the token when it expires.
      }
      await beforeClear?.();
      clearSession();
      queryClient.removeQueries({ queryKey: SESSION_QUERY_SCOPE });
    },
    [queryClient],
  );
}
