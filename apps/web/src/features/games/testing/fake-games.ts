import {
  GameListSchema,
  GameSchema,
  VendorConfigSchema,
  type Game,
  type GameList,
  type VendorConfig,
} from '@app/contracts';

let next = 1;

/** A game, parsed through the contract so that it cannot drift from the server's. */
export function buildGame(overrides: Partial<Game> = {}): Game {
  const id = String(next++);
  const vassalage = overrides.vassalage ?? 'BGS';
  const name = overrides.gameName ?? `Game ${id}`;
  return GameSchema.parse({
    nodeId: `${vassalage}-${id}`,
    gameCode: `G${id}`,
    code: `G${id}`,
    gameId: id,
    gameType: 'RNG',
    vassalage,
    vendorCode: vassalage,
    roomId: null,
    nodeName: name,
    gameGroupId: null,
    lottoMode: null,
    gameName: name,
    displayName: name,
    remark: null,
    showIcon: true,
    iconUrl: `/wps/media/game/${vassalage}-${id}.svg`,
    mobileIconUrl: `/wps/media/game/${vassalage}-${id}.svg`,
    mobileLargeIcon: null,
    mobileSmallIcon: null,
    isHot: false,
    isNew: false,
    isTop: false,
    isGameH5: true,
    supportPlay: true,
    gameClassify: null,
    gameClassifyNew: null,
    minBet: '0.05',
    minLine: null,
    drawDayOfWeek: null,
    ...overrides,
  });
}

/** One page of a list of `total` games, `pageSize` a page. */
export function buildGamePage(pageNum: number, pageSize: number, total: number): GameList {
  const start = (pageNum - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - start));
  return GameListSchema.parse({
    games: Array.from({ length: count }, (_, i) =>
      buildGame({ nodeId: `BGS-${start + i + 1}`, gameName: `Slot ${start + i + 1}` }),
    ),
    pageNum,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  });
}

const vendor = (code: string, category: string) => ({
  vendorName: code,
  name: code,
  displayName: `${code} Gaming`,
  vassalage: code,
  accountTypeName: code,
  logoUrl: `/wps/media/vendor/${code}.svg`,
  category,
});

/** A vendor configuration: RNG (BGS, JL), INHOUSE, LOTT, ELOTT, LIVE, PVP, COCKFIGHT, FISH. */
export function buildVendorConfig(): VendorConfig {
  const mapping = {
    RNG: [vendor('BGS', 'RNG'), vendor('JL', 'RNG')],
    INHOUSE: [vendor('INHOUSE', 'INHOUSE')],
    LOTT: [vendor('LOTT', 'LOTT')],
    ELOTT: [vendor('ELOTT', 'ELOTT')],
    LIVE: [vendor('DGL', 'LIVE')],
    PVP: [vendor('RCG', 'PVP')],
    COCKFIGHT: [vendor('DS88', 'COCKFIGHT')],
    FISH: [vendor('OKF', 'FISH')],
  };
  const sorting = Object.entries(mapping).map(([gameCategory, list]) => ({
    gameCategory,
    vendorNames: list.map((v) => v.vendorName),
    accountTypeName: list.map((v) => v.accountTypeName),
  }));
  return VendorConfigSchema.parse({
    sorting,
    mapping: Object.fromEntries(
      Object.entries(mapping).map(([k, list]) => [k, list.map(({ category: _c, ...v }) => v)]),
    ),
    displayNames: {},
    vassalage: {},
    homeOrder: ['HOT', 'RNG', 'INHOUSE', 'LOTT', 'LIVE', 'PVP', 'COCKFIGHT', 'FISH'],
    tabMenu: ['HOT', 'RNG', 'INHOUSE', 'LIVE', 'PVP', 'COCKFIGHT', 'FISH'],
  });
}
