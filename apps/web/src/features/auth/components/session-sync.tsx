import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '../../../lib/router.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation.ts';
import {
  getMemberInfoEndpoint,
  MODULE_HEADER,
  NOCHAT_LABEL,
  TIMERS,
  TRIAL_TYPE,
} from '@app/contracts';
import { callEndpoint, onApiError } from '@app/client/api-client';
import {
  clearSession,
  getToken,
  getTrialName,
  saveSession,
  saveTrialSession,
  SESSION_QUERY_SCOPE,
  updateSession,
  useSession,
} from '../../../lib/session.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { exchangeSession } from '../api/exchange-session.ts';

const EXPIRED_CODES = new Set(['auth.session_expired', 'auth.required']);

/**
 * spec §3: "A token query parameter in a URL is stored as the session token". The token is taken
 * out of the address at once (replace) and traded for a fresh session (the one in the address
 * then dies, so a copied link or the history signs in nobody); `?signin=oauth`, where a provider's
 * sign-in returns, trades the session its callback left in a short-lived cookie. A visitor already
 * signed in keeps their session: a link never swaps the account under them. Returns true while
 * the trade runs, so that the page waits for it.
 */
export function useSessionFromUrl(merchantCode: string): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = new URLSearchParams(location.search);
  const token = params.get('token');
  const fromProvider = params.get('signin') === 'oauth';
  const handedOver = token !== null || fromProvider;
  const [trading, setTrading] = useState(handedOver);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!handedOver) return;
    const key = `${token ?? ''}|${fromProvider}`;
    if (started.current === key) return;
    started.current = key;
    const rest = new URLSearchParams(location.search);
    rest.delete('token');
    rest.delete('signin');
    const search = rest.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, {
      replace: true,
      state: location.state,
    });
    const current = getToken();
    if (token !== null && current !== null && current !== token && getTrialName() === null) {
      setTrading(false);
      return;
    }
    setTrading(true);
    exchangeSession(token ?? undefined)
      .then((value) => {
        queryClient.removeQueries({ queryKey: SESSION_QUERY_SCOPE });
        if (value.customerType === TRIAL_TYPE) {
          saveTrialSession(value.token, value.merchantCode || merchantCode, value.userName);
        } else {
          saveSession({
            token: value.token,
            merchantCode: value.merchantCode || merchantCode,
            userName: value.userName,
            type: value.customerType,
            firstTimeLogin: value.firstTimeLogin,
          });
        }
      })
      .catch(() => {
        if (fromProvider) void navigate('/m/login?oauth=failed', { replace: true });
      })
      .finally(() => setTrading(false));
  }, [
    handedOver,
    token,
    fromProvider,
    location.pathname,
    location.search,
    location.hash,
    location.state,
    merchantCode,
    navigate,
    queryClient,
  ]);

  return handedOver || trading;
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
  // Whether the member may chat (spec §6: no `nochat` label) comes from the member info too.
  const missingChat =
    session !== null && session.type !== TRIAL_TYPE && session.nochat === undefined;

  // A session known by its token only (from an address, or an older tab) gets its account name
  // and type from the member info; a trial keeps only its token and merchant code (spec §3).
  useEffect(() => {
    if (!token || !(missingName || missingChat) || getTrialName() !== null) return;
    callEndpoint(getMemberInfoEndpoint)
      .then((member) => {
        if (member.type !== TRIAL_TYPE) {
          updateSession(token, {
            userName: member.account,
            type: member.type,
            nochat: member.memberLabel.some((label) => label.labelName === NOCHAT_LABEL),
          });
        }
      })
      .catch(() => {
        // an expired token is dealt with below
      });
  }, [token, missingName, missingChat]);

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
