import { useCallback, useState } from 'react';
import { useNavigate } from '../router.tsx';
import { launchGameEndpoint, type EndpointQuery, type LaunchGameResult } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { currentLanguage, errorText } from '../i18n.ts';
import { useSession } from '../session.ts';
import { launchPlan, type LaunchTarget } from './launch-plan.ts';

/** The game URL with a one-time launch token (spec §7 "Launch game"). */
export function requestLaunch(
  query: EndpointQuery<typeof launchGameEndpoint>,
): Promise<LaunchGameResult> {
  return callEndpoint(launchGameEndpoint, { query });
}

/**
 * Opens a game the way a tile click does (spec §4). `pending` is true while the server prepares
 * the URL; `error` holds the last failure's message.
 */
export function useLaunchGame() {
  const navigate = useNavigate();
  const session = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const launch = useCallback(
    async (target: LaunchTarget) => {
      const plan = launchPlan(target, session !== null);
      if (plan.kind !== 'launch') {
        void navigate(plan.to);
        return;
      }
      setPending(true);
      setError(null);
      try {
        // The game opens in the site's language (vi/en at the vendor).
        const { url } = await requestLaunch({ ...plan.query, language: currentLanguage() });
        window.location.assign(url);
      } catch (e) {
        // The localised text of the error's code (spec §8), never the server's English message.
        setError(errorText(e));
      } finally {
        setPending(false);
      }
    },
    [navigate, session],
  );

  return { launch, pending, error };
}
