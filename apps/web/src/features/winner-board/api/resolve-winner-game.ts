import {
  getVendorConfigEndpoint,
  listGamesEndpoint,
  type Game,
  type ListedGameCategory,
  type SiteLanguage,
  type WinnerItem,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';

/**
 * The catalogue entry of a winner-board line, for launching it like a tile (spec §2 "Winner
 * board"). A winner item names the game by nodeId, vassalage and name only (spec §3), so the
 * categories that hold the vassalage come from the vendor configuration, and the game from a name
 * search in each of them, matched on nodeId. Undefined when the game is no longer listed.
 */
export async function resolveWinnerGame(
  item: WinnerItem,
  language: SiteLanguage,
): Promise<Game | undefined> {
  const config = await callEndpoint(getVendorConfigEndpoint, { query: { typeId: 1 } });
  const categories = (Object.keys(config.mapping) as ListedGameCategory[]).filter((category) =>
    config.mapping[category]?.some((vendor) => vendor.vassalage === item.vendor),
  );
  for (const gameType of categories) {
    const page = await callEndpoint(listGamesEndpoint, {
      query: {
        gameType,
        vassalage: item.vendor,
        gameName: item.gameName,
        language,
        pageSize: 100,
      },
    });
    const game = page.games.find((g) => g.nodeId === item.nodeId);
    if (game) return game;
  }
  return undefined;
}
