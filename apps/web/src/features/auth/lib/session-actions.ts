import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionValue, TrialValue } from '@app/contracts';
import { saveSession, saveTrialSession, SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

/** spec §3 MC_SESSION_INFO from a login, registration or phone-reset answer. */
export function storeSession(value: SessionValue): void {
  saveSession({
    token: value.token,
    merchantCode: value.merchantCode,
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: value.firstTimeLogin,
  });
}

/**
 * Signs in with an answer of the server, dropping whatever the previous session had cached
 * (member info, wallet …) so that nothing of another account shows for a moment.
 */
export function useStoreSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (value: SessionValue | { trial: TrialValue }) => {
      queryClient.removeQueries({ queryKey: SESSION_QUERY_SCOPE });
      if ('trial' in value) {
        saveTrialSession(value.trial.token, value.trial.merchantCode, value.trial.trialName);
      } else {
        storeSession(value);
      }
    },
    [queryClient],
  );
}
