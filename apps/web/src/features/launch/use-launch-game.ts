import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  LaunchGameResultSchema,
  type LaunchGameQuery,
  type LaunchGameResult,
} from '@app/contracts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { launchPlan, type LaunchTarget } from './launch-plan.ts';

/** `GET /wps/game/launchGame`: the game URL with a one-time launch token. */
export function requestLaunch(query: LaunchGameQuery): Promise<LaunchGameResult> {
  return apiRequest('/wps/game/launchGame', {
    schema: LaunchGameResultSchema,
    module: 'GAMELO3',
    query,
  });
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
        setError(e instanceof ApiError ? e.message : String(e));
      } finally {
        setPending(false);
      }
    },
    [navigate, session],
  );

  return { launch, pending, error };
}
