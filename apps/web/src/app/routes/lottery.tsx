import { useSearchParams } from '../../lib/router.tsx';
import type { PrizeMode } from '@app/contracts';
import { HistoryPage } from '../../features/lottery/components/history-page.tsx';
import { LotteryLobby } from '../../features/lottery/components/lottery-lobby.tsx';
import { VerifyView } from '../../features/lottery/components/verify-view.tsx';
import '../../features/lottery/components/lottery.css';
import { useRouteEntry } from '../use-route-entry.ts';

/**
 * Which games each lottery page lists: /m/lottery the house's own (provinces and fast draws) with
 * the SEA vendor as a category of its own; /m/lott the Vietnamese lottery (LOTT and TCG's
 * Vietnamese rooms); /m/elott the fast draws.
 */
const PAGES: Record<string, { prizeMode: PrizeMode; vendorMode: PrizeMode | null }> = {
  lottery: { prizeMode: 'ZY', vendorMode: 'SEA' },
  lott: { prizeMode: 'Lott', vendorMode: 'SEA' },
  elott: { prizeMode: 'Elott', vendorMode: null },
};

/**
 * The lottery lobby and its category pages (spec §2 /m/lottery, /m/lott, /m/elott). The lobby also
 * answers the configured "more history" link (?tab=history) and an ELOTT draw's verification
 * (?verify=<gameId>&numero=<numero>).
 */
export function Component() {
  const entry = useRouteEntry();
  const [params] = useSearchParams();
  const page = PAGES[entry?.id ?? 'lottery'] ?? PAGES.lottery!;
  const verify = params.get('verify');
  const numero = params.get('numero');
  return (
    <div className="lottery-page">
      {verify && numero ? (
        <VerifyView gameId={verify} numero={numero} />
      ) : params.get('tab') === 'history' ? (
        <HistoryPage prizeMode={page.prizeMode} />
      ) : (
        <LotteryLobby prizeMode={page.prizeMode} vendorMode={page.vendorMode} />
      )}
    </div>
  );
}
