import { useSearchParams } from '../../lib/router.tsx';
import { BettingPage } from '../../features/lottery/components/betting-page.tsx';
import '../../features/lottery/components/lottery.css';

/**
 * The game launch page (spec §2 /m/launchGame, §4 Game tile click). Tiles send LOTT/ELOTT games and
 * the prize-mode vendors here (lib/launch/launch-plan.ts): the lottery's betting page.
 */
export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="lottery-page">
      <BettingPage gameId={params.get('gameId') ?? ''} prizeMode={params.get('prize_mode')} />
    </div>
  );
}
