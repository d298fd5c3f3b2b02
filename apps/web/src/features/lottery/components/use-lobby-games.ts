import { useMemo } from 'react';
import type { LotteryGame, PrizeMode } from '@app/contracts';
import { useLotteryMenus } from '../api/get-lottery-menus.ts';
import { favouritesFirst } from '../lib/favourites.ts';

export type LobbyTab = 'all' | 'hot' | 'fav' | 'recent';
/** The category of the vendor's own lotteries (spec §2: the vendor game list of the GPI category). */
export const VENDOR_CATEGORY = 'vendor';

/**
 * The lobby's games: the prize mode's menus, the vendor's lotteries when offered, and the list
 * the chosen category and tab show (recent in the member's order, favourites first).
 */
export function useLobbyGames({
  prizeMode,
  vendorMode,
  category,
  tab,
  favourites,
}: {
  prizeMode: PrizeMode;
  vendorMode: PrizeMode | null;
  category: string;
  tab: LobbyTab;
  favourites: readonly string[];
}) {
  const menus = useLotteryMenus(prizeMode);
  const vendor = useLotteryMenus(vendorMode ?? prizeMode);

  const groups = useMemo(() => menus.data?.menus ?? [], [menus.data]);
  const allGames = useMemo(() => groups.flatMap((g) => g.gameMenus), [groups]);
  const vendorGames = useMemo(
    () => (vendorMode ? (vendor.data?.menus.flatMap((g) => g.gameMenus) ?? []) : []),
    [vendorMode, vendor.data],
  );
  const isVendor = category === VENDOR_CATEGORY;
  const source = isVendor ? vendor.data : menus.data;

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

  return {
    menus,
    groups,
    allGames,
    vendorGames,
    isVendor,
    /** When the listed games' answer arrived (their countdowns run from there). */
    receivedAt: source?.receivedAt ?? 0,
    shown,
  };
}
