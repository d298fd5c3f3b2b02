import '../locales/strings.ts';
import { useState } from 'react';
import { useLocation, useNavigate } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { PrizeMode } from '@app/contracts';
import { useSession } from '../../../lib/session.ts';
import { useLaunchGame } from '../../../lib/launch/use-launch-game.ts';
import { useLotterySchedule } from '../api/get-lottery-schedule.ts';
import { HistoryModal } from './history-modal.tsx';
import { LobbyTabs, LobbyToolbar } from './lobby-toolbar.tsx';
import { LotteryList } from './lottery-list.tsx';
import { useLobbyGames, type LobbyTab } from './use-lobby-games.ts';
import { useLotteryFavourites } from './use-lottery-favourites.ts';
import { VietnameseStrip } from './vietnamese-strip.tsx';
import { WeekSchedule } from './week-schedule.tsx';

export type LotteryLobbyProps = {
  /** The games this page lists (ZY: the house's provinces and fast draws; Lott; Elott). */
  prizeMode: PrizeMode;
  /** The vendor's lotteries offered as a category of their own, or null. */
  vendorMode: PrizeMode | null;
};

/**
 * spec §2 "Lottery lobby": category menu (ALL first), tabs all/hot/fav/recent, History Result
 * link, the Vietnamese strip, the lottery list with favourites first and each one's winning-number
 * panel, the weekly schedule, and the vendor's game list when its category is chosen.
 */
export function LotteryLobby({ prizeMode, vendorMode }: LotteryLobbyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const { launch, error: launchError } = useLaunchGame();
  const schedule = useLotterySchedule(prizeMode);
  const scheduleSettled = !schedule.isPending;
  const [category, setCategory] = useState<string>('ALL');
  const [tab, setTab] = useState<LobbyTab>('all');
  const { favourites, toggleFavourite } = useLotteryFavourites();
  const lobby = useLobbyGames({ prizeMode, vendorMode, category, tab, favourites });
  const { menus, groups, allGames, vendorGames } = lobby;
  // A history modal belongs to the location it was opened at: any route change closes it.
  const [historyAt, setHistoryAt] = useState<string | null>(null);

  const chooseTab = (next: LobbyTab) => {
    // spec §4: a visitor's fav and recent go to the login page.
    if ((next === 'fav' || next === 'recent') && !session) {
      void navigate('/m/login');
      return;
    }
    setTab(next);
  };

  const playById = (gameId: string) => {
    const game = [...allGames, ...vendorGames].find((g) => g.gameId === gameId);
    if (game) void launch(game);
  };

  return (
    <div className="lottery-lobby" data-testid="lottery-lobby" data-prize-mode={prizeMode}>
      <LobbyToolbar
        groups={groups}
        hasVendor={vendorMode !== null && vendorGames.length > 0}
        category={category}
        onCategory={setCategory}
        onHistory={() => setHistoryAt(location.key)}
      />
      <LobbyTabs tab={tab} onTab={chooseTab} />

      <VietnameseStrip prizeMode={prizeMode} onPick={(d) => playById(d.gameId)} />

      {/* The week's schedule sits above the list: until it has arrived (or failed) the list shows
          its loading line, and both then appear as new elements, so nothing on screen moves. On
          /m/lottery it comes with the page (boot data) and shows on the first render. */}
      {schedule.data ? (
        <WeekSchedule
          schedule={schedule.data}
          games={allGames}
          receivedAt={menus.data?.receivedAt ?? 0}
          onPick={playById}
        />
      ) : null}

      {launchError ? (
        <p className="lottery-error" role="alert">
          {launchError}
        </p>
      ) : null}

      <LotteryList
        key={scheduleSettled ? 'ready' : 'waiting'}
        title={lobby.isVendor ? t('lottery.vendorCategory') : t('lottery.list')}
        status={scheduleSettled ? menus.status : 'pending'}
        onRetry={() => void menus.refetch()}
        games={lobby.shown}
        tab={tab}
        receivedAt={lobby.receivedAt}
        favourites={favourites}
        onToggleFavourite={toggleFavourite}
        onPlay={(g) => void launch(g)}
      />

      {historyAt !== null && historyAt === location.key ? (
        <HistoryModal
          prizeMode={prizeMode}
          groups={groups.map((g) => ({ gameGroupId: g.gameGroupId, labelName: g.labelName }))}
          onClose={() => setHistoryAt(null)}
        />
      ) : null}
    </div>
  );
}
