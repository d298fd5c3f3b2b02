import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryGame, PrizeMode } from '@app/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TicketIcon } from '../../../components/ui/icons.tsx';
import { getTrialName, useSession } from '../../../lib/session.ts';
import { useLaunchGame } from '../../../lib/launch/use-launch-game.ts';
import { useLotteryMenus } from '../api/get-lottery-menus.ts';
import { useLotterySchedule } from '../api/get-lottery-schedule.ts';
import {
  favouritesFirst,
  readLotteryFavourites,
  toggleLotteryFavourite,
} from '../lib/favourites.ts';
import { HistoryModal } from './history-modal.tsx';
import { LotteryCard } from './lottery-card.tsx';
import { VietnameseStrip } from './vietnamese-strip.tsx';
import { WeekSchedule } from './week-schedule.tsx';

export type LobbyTab = 'all' | 'hot' | 'fav' | 'recent';
const TABS: readonly LobbyTab[] = ['all', 'hot', 'fav', 'recent'];
/** The category of the vendor's own lotteries (spec §2: the vendor game list of the GPI category). */
const VENDOR = 'vendor';

export type LotteryLobbyProps = {
  /** The games this page lists (ZY: the house's provinces and fast draws; Lott; Elott). */
  prizeMode: PrizeMode;
  /** The vendor's lotteries offered as a category of their own, or null. */
  vendorMode: PrizeMode | null;
};

/** Who the LOTTFAV list belongs to: the member's user name, or the trial name. */
function useFavouriteOwner(): string | null {
  const session = useSession();
  if (!session) return null;
  return session.userName ?? getTrialName() ?? null;
}

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
  const owner = useFavouriteOwner();
  const { launch, error: launchError } = useLaunchGame();
  const menus = useLotteryMenus(prizeMode);
  const vendor = useLotteryMenus(vendorMode ?? prizeMode);
  const schedule = useLotterySchedule(prizeMode);
  const [category, setCategory] = useState<string>('ALL');
  const [tab, setTab] = useState<LobbyTab>('all');
  const [favourites, setFavourites] = useState<string[]>(() => readLotteryFavourites(owner));
  const [favouritesOf, setFavouritesOf] = useState(owner);
  // A history modal belongs to the location it was opened at: any route change closes it.
  const [historyAt, setHistoryAt] = useState<string | null>(null);

  if (favouritesOf !== owner) {
    setFavouritesOf(owner);
    setFavourites(readLotteryFavourites(owner));
  }

  const groups = useMemo(() => menus.data?.menus ?? [], [menus.data]);
  const allGames = useMemo(() => groups.flatMap((g) => g.gameMenus), [groups]);
  const vendorGames = useMemo(
    () => (vendorMode ? (vendor.data?.menus.flatMap((g) => g.gameMenus) ?? []) : []),
    [vendorMode, vendor.data],
  );
  const isVendor = category === VENDOR;
  const source = isVendor ? vendor.data : menus.data;
  const receivedAt = source?.receivedAt ?? 0;

  const shown = useMemo(() => {
    let list: LotteryGame[] = isVendor
      ? vendorGames
      : category === 'ALL'
        ? allGames
        : (groups.find((g) => g.tag === category)?.gameMenus ?? []);
    if (tab === 'hot') list = list.filter((g) => g.isHot);
    if (tab === 'fav') list = list.filter((g) => favourites.includes(g.gameId));
    if (tab === 'recent') {
      const ids = new Set(list.map((g) => g.gameId));
      list = (source?.recent ?? []).filter((g) => ids.has(g.gameId));
    }
    return favouritesFirst(list, favourites);
  }, [isVendor, vendorGames, category, allGames, groups, tab, favourites, source]);

  const chooseTab = (next: LobbyTab) => {
    // spec §4: a visitor's fav and recent go to the login page.
    if ((next === 'fav' || next === 'recent') && !session) {
      void navigate('/m/login');
      return;
    }
    setTab(next);
  };

  const toggleFavourite = (game: LotteryGame) => {
    if (!owner) {
      void navigate('/m/login');
      return;
    }
    setFavourites(toggleLotteryFavourite(owner, game.gameId));
  };

  const playById = (gameId: string) => {
    const game = [...allGames, ...vendorGames].find((g) => g.gameId === gameId);
    if (game) void launch(game);
  };

  const categories = [
    { key: 'ALL', label: t('lottery.all') },
    ...groups.map((g) => ({ key: g.tag, label: g.labelName })),
    ...(vendorMode && vendorGames.length > 0
      ? [{ key: VENDOR, label: t('lottery.vendorCategory') }]
      : []),
  ];

  return (
    <div className="lottery-lobby" data-testid="lottery-lobby" data-prize-mode={prizeMode}>
      <div className="lottery-toolbar">
        <nav
          className="lottery-chips"
          aria-label={t('lottery.categories')}
          data-testid="lottery-categories"
        >
          {categories.map((c) => (
            <button
              key={c.key}
              type="button"
              className={`lottery-chip${category === c.key ? ' is-active' : ''}`}
              aria-pressed={category === c.key}
              data-testid={`lottery-category-${c.key}`}
              onClick={() => setCategory(c.key)}
            >
              {c.label}
            </button>
          ))}
        </nav>
        <button
          type="button"
          className="lottery-link lottery-toolbar__history"
          data-testid="lottery-history-open"
          onClick={() => setHistoryAt(location.key)}
        >
          {t('lottery.history.link')}
        </button>
      </div>

      <div className="lottery-tabs" role="tablist" aria-label={t('lottery.tabs.label')}>
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={`lottery-tab${tab === key ? ' is-active' : ''}`}
            data-testid={`lottery-tab-${key}`}
            onClick={() => chooseTab(key)}
          >
            {t(`lottery.tabs.${key}`)}
          </button>
        ))}
      </div>

      <VietnameseStrip prizeMode={prizeMode} onPick={(d) => playById(d.gameId)} />

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

      <section className="lottery-section" aria-labelledby="lottery-list-title">
        <h2 id="lottery-list-title" className="lottery-section__title">
          {isVendor ? t('lottery.vendorCategory') : t('lottery.list')}
        </h2>
        {menus.isPending ? (
          <p className="lottery-muted" aria-busy="true">
            {t('lottery.loading')}
          </p>
        ) : null}
        {menus.isError ? (
          <EmptyState
            icon={TicketIcon}
            title={t('lottery.loadFailed')}
            text={t('lottery.empty.text')}
          >
            <button
              type="button"
              className="btn btn--gold btn--small"
              data-testid="lottery-retry"
              onClick={() => void menus.refetch()}
            >
              {t('lottery.retry')}
            </button>
          </EmptyState>
        ) : null}
        {menus.isSuccess && shown.length === 0 ? (
          <EmptyState
            icon={TicketIcon}
            title={t(`lottery.empty.${tab}`)}
            text={t('lottery.empty.text')}
          />
        ) : null}
        <ul className="lottery-cards" data-testid="lottery-list">
          {shown.map((game) => (
            <LotteryCard
              key={game.gameId}
              game={game}
              receivedAt={receivedAt}
              isFavourite={favourites.includes(game.gameId)}
              onToggleFavourite={toggleFavourite}
              onPlay={(g) => void launch(g)}
            />
          ))}
        </ul>
      </section>

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
