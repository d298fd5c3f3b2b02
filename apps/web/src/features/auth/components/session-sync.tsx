import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getMemberInfoEndpoint, MODULE_HEADER, TIMERS, TRIAL_TYPE } from '@app/contracts';
import { callEndpoint, onApiError } from '@app/client/api-client';
import {
  clearSession,
  getToken,
  getTrialName,
  saveSession,
  SESSION_QUERY_SCOPE,
  updateSession,
  useSession,
} from '../../../lib/session.ts';
import { useToast } from '../../../components/ui/toast.tsx';

const EXPIRED_CODES = new Set(['auth.session_expired', 'auth.required']);

/**
 * spec §3: "A token query parameter in a URL is stored as the session token". Returns true while
 * a token in the address is being taken over (the page waits, so that nothing loads without it):
 * the token is stored and removed from the address bar (replace); the session watcher then fills
 * in the account name and type from the member info.
 */
export function useSessionFromUrl(merchantCode: string): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = new URLSearchParams(location.search).get('token');

  useEffect(() => {
    if (!token) return;
    const params = new URLSearchParams(location.search);
    params.delete('token');
    const search = params.toString();
    if (getToken() !== token) {
      queryClient.removeQueries({ queryKey: SESSION_QUERY_SCOPE });
      saveSession({ token, merchantCode });
    }
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [
    token,
    location.pathname,
    location.search,
    location.hash,
    location.state,
    merchantCode,
    navigate,
    queryClient,
  ]);

  return token !== null;
}

/** Asks the server whether the current token still works, outside the API client (no events). */
async function tokenStillWorks(token: string): Promise<boolean> {
  try {
    const response = await fetch(getMemberInfoEndpoint.path, {
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        [MODULE_HEADER]: getMemberInfoEndpoint.module,
      },
      credentials: 'same-origin',
    });
    return response.status !== 401;
  } catch {
    return true; // offline: keep the session
  }
}

/**
 * A 401 `auth.session_expired` or `auth.required` from any call signs the site out: the session and
 * the member's cached answers go, and 'The account has been logged out, please log in again' shows
 * once. The current token is asked about first, because the 401 may belong to a call made with a
 * token that was replaced meanwhile (a password change rotates it).
 */
export function SessionWatcher() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { show } = toast;
  const checking = useRef<string | null>(null);
  const session = useSession();
  const token = session?.token;
  const missingName = session !== null && session.userName === undefined;

  // A session known by its token only (from an address, or an older tab) gets its account name
  // and type from the member info; a trial keeps only its token and merchant code (spec §3).
  useEffect(() => {
    if (!token || !missingName || getTrialName() !== null) return;
    callEndpoint(getMemberInfoEndpoint)
      .then((member) => {
        if (member.type !== TRIAL_TYPE) {
          updateSession(token, { userName: member.account, type: member.type });
        }
      })
      .catch(() => {
        // an expired token is dealt with below
      });
  }, [token, missingName]);

  useEffect(
    () =>
      onApiError((error) => {
        const token = getToken();
        if (!EXPIRED_CODES.has(error.code) || !token || checking.current === token) return;
        checking.current = token;
        void tokenStillWorks(token).then((works) => {
          checking.current = null;
          if (works || getToken() !== token) return;
          clearSession();
          queryClient.removeQueries({ queryKey: SESSION_QUERY_SCOPE });
          show(t('errors.auth.session_expired'), 'info', TIMERS.shortToast);
        });
      }),
    [queryClient, show, t],
  );

  return toast.node;
}
