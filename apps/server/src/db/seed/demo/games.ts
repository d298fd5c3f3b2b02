import type { GameClassify, GameNames, LottoMode } from '../../schema/catalog.ts';
import { seededRandom } from '../../../lib/svg-art.ts';
import { mediaUrl } from '../../../modules/media/media-url.ts';
import { DEMO_VENDORS } from './vendors.ts';
import { demoLotteryGames } from './lottery.ts';

/** A demo game before the columns that follow from its vendor are filled in. */
export type DemoGame = {
  vendorCode: string;
  /** The vendor's game id; unique within a vassalage, so that nodeId = `${vassalage}-${gameId}`. */
  gameId: string;
  gameCode: string;
  names: GameNames;
  remark?: string | null;
  roomId?: string | null;
  gameGroupId?: number | null;
  lottoMode?: LottoMode | null;
  gameClassify?: GameClassify | null;
  gameClassifyNew?: string | null;
  minBetMinor: number | null;
  minLine?: number | null;
  drawDayOfWeek?: string | null;
  isTop: boolean;
  isNew: boolean;
  isHot: boolean;
  isGameH5: boolean;
  supportPlay: boolean;
};

type Word = { en: string; vi: string };

/** spec §9 minimum bets 0.01, 0.05, 0.1, 0.5, 0.75 in minor units of 2 decimals. */
const MIN_BETS_MINOR = [1, 5, 10, 50, 75] as const;
const SLOT_LINES = [1, 9, 20, 25, 30, 40, 50] as const;

// Slot names: adjective + noun in English; noun + adjective in Vietnamese ("Golden Dragon" ->
// "Rồng Vàng"), with an optional suffix that Vietnamese players read untranslated.
const ADJECTIVES: Word[] = [
  { en: 'Golden', vi: 'Vàng' },
  { en: 'Lucky', vi: 'May Mắn' },
  { en: 'Mighty', vi: 'Dũng Mãnh' },
  { en: 'Royal', vi: 'Hoàng Gia' },
  { en: 'Sacred', vi: 'Linh Thiêng' },
  { en: 'Wild', vi: 'Hoang Dã' },
  { en: 'Jade', vi: 'Ngọc Bích' },
  { en: 'Crimson', vi: 'Đỏ Thắm' },
  { en: 'Mystic', vi: 'Huyền Bí' },
  { en: 'Blazing', vi: 'Rực Lửa' },
  { en: 'Silver', vi: 'Bạc' },
  { en: 'Diamond', vi: 'Kim Cương' },
  { en: 'Eternal', vi: 'Vĩnh Cửu' },
  { en: 'Thunder', vi: 'Sấm Sét' },
  { en: 'Fortune', vi: 'Tài Lộc' },
  { en: 'Emerald', vi: 'Ngọc Lục Bảo' },
  { en: 'Happy', vi: 'Vui Vẻ' },
  { en: 'Ancient', vi: 'Cổ Đại' },
];

const NOUNS: Word[] = [
  { en: 'Dragon', vi: 'Rồng' },
  { en: 'Tiger', vi: 'Hổ' },
  { en: 'Phoenix', vi: 'Phượng Hoàng' },
  { en: 'Koi', vi: 'Cá Chép' },
  { en: 'Lotus', vi: 'Hoa Sen' },
  { en: 'Panda', vi: 'Gấu Trúc' },
  { en: 'Empress', vi: 'Nữ Hoàng' },
  { en: 'Emperor', vi: 'Hoàng Đế' },
  { en: 'Buffalo', vi: 'Trâu' },
  { en: 'Lantern', vi: 'Đèn Lồng' },
  { en: 'Temple', vi: 'Ngôi Đền' },
  { en: 'Pearl', vi: 'Ngọc Trai' },
  { en: 'Monkey', vi: 'Khỉ' },
  { en: 'Horse', vi: 'Ngựa' },
  { en: 'Elephant', vi: 'Voi' },
  { en: 'Crane', vi: 'Hạc' },
  { en: 'Turtle', vi: 'Rùa' },
  { en: 'Genie', vi: 'Thần Đèn' },
  { en: 'Pirate', vi: 'Hải Tặc' },
  { en: 'Wizard', vi: 'Phù Thủy' },
  { en: 'Mermaid', vi: 'Nàng Tiên Cá' },
  { en: 'Fruits', vi: 'Trái Cây' },
  { en: 'Gems', vi: 'Đá Quý' },
  { en: 'Coins', vi: 'Đồng Xu' },
  { en: 'Mahjong', vi: 'Mạt Chược' },
  { en: 'Festival', vi: 'Lễ Hội' },
  { en: 'Kingdom', vi: 'Vương Quốc' },
  { en: 'Legend', vi: 'Huyền Thoại' },
  { en: 'Samurai', vi: 'Samurai' },
  { en: 'Pharaoh', vi: 'Pharaoh' },
];

const SUFFIXES: Word[] = [
  { en: '', vi: '' },
  { en: '', vi: '' },
  { en: '', vi: '' },
  { en: ' Deluxe', vi: ' Deluxe' },
  { en: ' 88', vi: ' 88' },
  { en: ' Riches', vi: ' Phú Quý' },
  { en: ' Hold & Win', vi: ' Hold & Win' },
  { en: ' Rush', vi: ' Rush' },
];

const SCRATCH: Word[] = [
  { en: 'Lucky 7 Scratch', vi: 'Thẻ Cào Số 7 May Mắn' },
  { en: 'Gold Rush Scratch', vi: 'Thẻ Cào Cơn Sốt Vàng' },
  { en: 'Tet Scratch', vi: 'Thẻ Cào Tết' },
  { en: 'Dragon Scratch', vi: 'Thẻ Cào Rồng' },
  { en: 'Diamond Scratch', vi: 'Thẻ Cào Kim Cương' },
  { en: 'Fruit Scratch', vi: 'Thẻ Cào Trái Cây' },
  { en: 'Fortune Scratch', vi: 'Thẻ Cào Tài Lộc' },
  { en: 'Zodiac Scratch', vi: 'Thẻ Cào 12 Con Giáp' },
];

const VIDEO_POKER: Word[] = [
  { en: 'Jacks or Better', vi: 'Poker Điện Tử Jacks or Better' },
  { en: 'Deuces Wild', vi: 'Poker Điện Tử Deuces Wild' },
  { en: 'Joker Poker', vi: 'Poker Điện Tử Joker' },
  { en: 'Bonus Poker', vi: 'Poker Điện Tử Bonus' },
  { en: 'Double Bonus Poker', vi: 'Poker Điện Tử Double Bonus' },
  { en: 'Aces and Faces', vi: 'Poker Điện Tử Aces and Faces' },
  { en: 'Tens or Better', vi: 'Poker Điện Tử Tens or Better' },
  { en: 'All American Poker', vi: 'Poker Điện Tử All American' },
];

const ARCADE: Word[] = [
  { en: 'Mini Roulette', vi: 'Roulette Mini' },
  { en: 'Keno Deluxe', vi: 'Keno Cao Cấp' },
  { en: 'Hi-Lo Cards', vi: 'Bài Cao Thấp' },
  { en: 'Plinko Drop', vi: 'Thả Bóng Plinko' },
  { en: 'Gourd Crab Fish', vi: 'Bầu Cua Tôm Cá' },
  { en: 'Shake the Dice', vi: 'Xóc Đĩa Điện Tử' },
  { en: 'Rocket Crash', vi: 'Tên Lửa Bay Cao' },
  { en: 'Penalty Shootout', vi: 'Sút Phạt Đền' },
  { en: 'Coin Pusher', vi: 'Máy Đẩy Xu' },
  { en: 'Wheel of Luck', vi: 'Vòng Quay May Mắn' },
];

const LIVE_TABLES: Word[] = [
  { en: 'Baccarat', vi: 'Baccarat' },
  { en: 'Speed Baccarat', vi: 'Baccarat Tốc Độ' },
  { en: 'Squeeze Baccarat', vi: 'Baccarat Nặn Bài' },
  { en: 'Dragon Tiger', vi: 'Rồng Hổ' },
  { en: 'Sic Bo', vi: 'Tài Xỉu' },
  { en: 'Roulette', vi: 'Cò Quay Roulette' },
  { en: 'Blackjack', vi: 'Xì Dách' },
  { en: 'Xoc Dia', vi: 'Xóc Đĩa' },
];

const CARD_GAMES: Word[] = [
  { en: 'Tien Len South', vi: 'Tiến Lên Miền Nam' },
  { en: 'Tien Len Count', vi: 'Tiến Lên Đếm Lá' },
  { en: 'Phom', vi: 'Phỏm' },
  { en: 'Mau Binh', vi: 'Mậu Binh' },
  { en: 'Xi To Poker', vi: 'Xì Tố' },
  { en: 'Sam Loc', vi: 'Sâm Lốc' },
  { en: 'Bai Cao', vi: 'Bài Cào' },
  { en: 'Lieng', vi: 'Liêng' },
  { en: "Texas Hold'em", vi: 'Poker Texas' },
  { en: 'Blackjack Duel', vi: 'Xì Dách Đối Kháng' },
  { en: 'Bull Bull', vi: 'Bài Ngầu' },
  { en: 'Mahjong Duel', vi: 'Mạt Chược Đối Kháng' },
  { en: 'Dragon Tiger Duel', vi: 'Rồng Hổ Đối Kháng' },
  { en: 'Baccarat Duel', vi: 'Baccarat Đối Kháng' },
];

const FISHING: Word[] = [
  { en: 'Dragon Fishing', vi: 'Bắn Cá Rồng' },
  { en: 'Golden Shark Hunt', vi: 'Săn Cá Mập Vàng' },
  { en: 'Mermaid Reef', vi: 'Rạn San Hô Tiên Cá' },
  { en: 'Deep Sea Fortune', vi: 'Kho Báu Biển Sâu' },
  { en: 'Kraken Hunter', vi: 'Thợ Săn Kraken' },
  { en: 'Lucky Fisherman', vi: 'Ngư Dân May Mắn' },
  { en: 'Koi Festival Fishing', vi: 'Lễ Hội Bắn Cá Chép' },
  { en: 'Thunder Whale', vi: 'Cá Voi Sấm Sét' },
  { en: 'Crab King', vi: 'Vua Cua' },
  { en: 'Happy Fishing', vi: 'Bắn Cá Vui Vẻ' },
  { en: 'Mega Fishing', vi: 'Bắn Cá Siêu Cấp' },
  { en: 'Pirate Bay Fishing', vi: 'Bắn Cá Vịnh Hải Tặc' },
  { en: 'Fish Hunter 3D', vi: 'Săn Cá 3D' },
  { en: 'Golden Toad', vi: 'Cóc Vàng' },
  { en: 'Sea God Treasure', vi: 'Kho Báu Thần Biển' },
  { en: 'Dinosaur Hunt', vi: 'Săn Khủng Long' },
];

/**
 * In-house games (ARCHITECTURE "Games and vendors"): exactly the games the in-house game server
 * plays (modules/originals, contracts originals.ts ORIGINAL_GAME_CODES), so no tile opens a game
 * that does not exist. minBetMinor is the game's minimum stake.
 */
const INHOUSE: (Word & { code: string; minBetMinor: number; gameClassify: GameClassify | null })[] =
  [
    {
      code: 'lotus-slot',
      en: 'Lotus Fortune',
      vi: 'Hoa Sen Tài Lộc',
      minBetMinor: 100,
      gameClassify: null,
    },
    { code: 'dice', en: 'Dice', vi: 'Xúc Xắc', minBetMinor: 10, gameClassify: 'AC' },
  ];

/** UPPER_SNAKE code from an English name: "Hold & Win" -> HOLD_WIN. */
function codeOf(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)]!;
}

/** Fisher-Yates with a seeded generator: the same order on every run. */
function shuffled<T>(list: readonly T[], seed: string): T[] {
  const rand = seededRandom(seed);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Hot / new / top flags: about 15 %, 12 % and 10 % of games, fixed by the game's id. */
function tags(seed: string): Pick<DemoGame, 'isHot' | 'isNew' | 'isTop'> {
  const rand = seededRandom(`tags:${seed}`);
  return { isHot: rand() < 0.15, isNew: rand() < 0.12, isTop: rand() < 0.1 };
}

/** Slots of one vendor plus its scratch cards, video poker and arcade games. */
function rngGames(
  vendorCode: string,
  firstId: number,
  slots: Word[],
  extras: { scratch: Word[]; poker: Word[]; arcade: Word[] },
): DemoGame[] {
  const out: DemoGame[] = [];
  let id = firstId;
  for (const names of slots) {
    const gameId = String(id++);
    const rand = seededRandom(`${vendorCode}-${gameId}`);
    const jackpot = rand() < 0.2;
    out.push({
      vendorCode,
      gameId,
      gameCode: codeOf(names.en),
      names,
      remark: jackpot ? 'Progressive jackpot' : null,
      gameClassify: jackpot ? 'JP' : null,
      gameClassifyNew: jackpot ? 'JACKPOT' : 'SLOT',
      minBetMinor: pick(rand, MIN_BETS_MINOR),
      minLine: pick(rand, SLOT_LINES),
      isGameH5: true,
      supportPlay: true,
      ...tags(`${vendorCode}-${gameId}`),
    });
  }
  const classed: [Word[], GameClassify, string][] = [
    [extras.scratch, 'SC', 'SCRATCH'],
    [extras.poker, 'VP', 'VIDEO_POKER'],
    [extras.arcade, 'AC', 'ARCADE'],
  ];
  for (const [list, gameClassify, gameClassifyNew] of classed) {
    for (const names of list) {
      const gameId = String(id++);
      const rand = seededRandom(`${vendorCode}-${gameId}`);
      out.push({
        vendorCode,
        gameId,
        gameCode: codeOf(names.en),
        names,
        gameClassify,
        gameClassifyNew,
        minBetMinor: pick(rand, MIN_BETS_MINOR),
        minLine: gameClassify === 'VP' ? 1 : null,
        isGameH5: true,
        supportPlay: true,
        ...tags(`${vendorCode}-${gameId}`),
      });
    }
  }
  return out;
}

/** Slot names: every adjective x noun pair in a fixed shuffled order, each with a fixed suffix. */
function slotNames(): Word[] {
  const pairs = ADJECTIVES.flatMap((adjective) => NOUNS.map((noun) => ({ adjective, noun })));
  return shuffled(pairs, 'slot-names').map(({ adjective, noun }) => {
    const suffix = pick(seededRandom(`suffix:${adjective.en} ${noun.en}`), SUFFIXES);
    return {
      en: `${adjective.en} ${noun.en}${suffix.en}`,
      vi: `${noun.vi} ${adjective.vi}${suffix.vi}`,
    };
  });
}

function tableGames(vendorCode: string, firstId: number, tables: Word[], seed: string) {
  return tables.map((names, i): DemoGame => {
    const gameId = String(firstId + i);
    const rand = seededRandom(`${vendorCode}-${gameId}`);
    const room = String.fromCharCode(65 + Math.floor(rand() * 4)); // table A-D
    const isBaccarat = names.en.includes('Baccarat') && !names.en.includes('Duel');
    const label = isBaccarat ? { en: `${names.en} ${room}`, vi: `${names.vi} ${room}` } : names;
    return {
      vendorCode,
      gameId,
      gameCode: codeOf(label.en),
      names: label,
      roomId: `${vendorCode}-${seed}${i + 1}`,
      gameClassify: seed === 'T' ? 'TG' : null,
      gameClassifyNew: seed === 'T' ? 'CARD' : 'TABLE',
      minBetMinor: pick(rand, [10, 50, 75]),
      isGameH5: true,
      supportPlay: false,
      ...tags(`${vendorCode}-${gameId}`),
    };
  });
}

function simpleGames(
  vendorCode: string,
  firstId: number,
  list: Word[],
  defaults: Partial<DemoGame>,
): DemoGame[] {
  return list.map((names, i) => {
    const gameId = String(firstId + i);
    const rand = seededRandom(`${vendorCode}-${gameId}`);
    return {
      vendorCode,
      gameId,
      gameCode: codeOf(names.en),
      names,
      minBetMinor: pick(rand, MIN_BETS_MINOR),
      isGameH5: true,
      supportPlay: false,
      ...tags(`${vendorCode}-${gameId}`),
      ...defaults,
    };
  });
}

/** Every demo game in list order, before the vendor's columns are filled in. */
function demoGameList(): DemoGame[] {
  const slots = slotNames();
  const half = (list: Word[], first: boolean) => list.filter((_, i) => (i % 2 === 0) === first);
  const scratch = shuffled(SCRATCH, 'sc');
  const poker = shuffled(VIDEO_POKER, 'vp');
  const arcade = shuffled(ARCADE, 'ac');
  const cards = shuffled(CARD_GAMES, 'cards');
  const fishing = shuffled(FISHING, 'fish');
  return [
    ...rngGames('BGS', 1001, slots.slice(0, 70), {
      scratch: half(scratch, true),
      poker: half(poker, true),
      arcade: half(arcade, true),
    }),
    ...rngGames('JL', 2001, slots.slice(70, 120), {
      scratch: half(scratch, false),
      poker: half(poker, false),
      arcade: half(arcade, false),
    }),
    ...rngGames('RBG', 3001, slots.slice(120, 160), { scratch: [], poker: [], arcade: [] }),
    ...tableGames('DGL', 4001, LIVE_TABLES, 'L'),
    ...tableGames('GPL', 4101, shuffled(LIVE_TABLES, 'gpl'), 'L'),
    ...tableGames('ASL', 4201, shuffled(LIVE_TABLES, 'asl'), 'L'),
    ...tableGames('RCG', 6101, cards.slice(0, 10), 'T'),
    ...tableGames('ATG', 6201, cards.slice(4, 14), 'T'),
    ...tableGames('JL_PVP', 6001, cards.slice(8, 14), 'T'),
    ...simpleGames('JL_FISH', 5001, fishing.slice(0, 8), {
      gameClassifyNew: 'FISHING',
      supportPlay: true,
    }),
    ...simpleGames('OKF', 5101, fishing.slice(8, 16), {
      gameClassifyNew: 'FISHING',
      supportPlay: true,
    }),
    ...simpleGames(
      'VSB',
      7001,
      [
        { en: 'Vina Sportsbook', vi: 'Thể Thao Vina' },
        { en: 'Virtual Football', vi: 'Bóng Đá Ảo' },
      ],
      { minBetMinor: 100, gameClassifyNew: 'SPORTSBOOK' },
    ),
    ...simpleGames(
      'APS',
      7101,
      [
        { en: 'Asia Pro Sportsbook', vi: 'Thể Thao Asia Pro' },
        { en: 'Virtual Basketball', vi: 'Bóng Rổ Ảo' },
      ],
      { minBetMinor: 100, gameClassifyNew: 'SPORTSBOOK' },
    ),
    ...simpleGames(
      'TF',
      7201,
      [
        { en: 'TF Esports', vi: 'Thể Thao Điện Tử TF' },
        { en: 'TF Virtual Esports', vi: 'Thể Thao Điện Tử Ảo TF' },
      ],
      { minBetMinor: 100, gameClassifyNew: 'ESPORTS' },
    ),
    ...simpleGames('IMSB', 7301, [{ en: 'IMSB Esports', vi: 'Thể Thao Điện Tử IMSB' }], {
      minBetMinor: 100,
      gameClassifyNew: 'ESPORTS',
    }),
    ...simpleGames('DS88', 7401, [{ en: 'DS88 Cockfight', vi: 'Đá Gà DS88' }], {
      minBetMinor: 100,
      gameClassifyNew: 'COCKFIGHT',
    }),
    ...simpleGames('SV3', 7501, [{ en: 'SV3 Cockfight', vi: 'Đá Gà SV3' }], {
      minBetMinor: 100,
      gameClassifyNew: 'COCKFIGHT',
    }),
    ...INHOUSE.map((g, i): DemoGame => ({
      vendorCode: 'INHOUSE',
      gameId: String(8001 + i),
      gameCode: g.code,
      names: { en: g.en, vi: g.vi },
      gameClassify: g.gameClassify,
      gameClassifyNew: 'ORIGINALS',
      minBetMinor: g.minBetMinor,
      isGameH5: true,
      supportPlay: true,
      ...tags(`INHOUSE-${8001 + i}`),
      isNew: true,
    })),
    ...demoLotteryGames(),
  ];
}

const vendorByCode = new Map(DEMO_VENDORS.map((v) => [v.code, v]));

let cached: ReturnType<typeof buildDemoGameRows> | undefined;

/** Builds the demo games as rows of `games`; deterministic (no clock, no Math.random). */
export function buildDemoGameRows() {
  const perVendor = new Map<string, number>();
  return demoGameList().map((g) => {
    const vendor = vendorByCode.get(g.vendorCode);
    if (!vendor) throw new Error(`demo game of unknown vendor ${g.vendorCode}`);
    const n = (perVendor.get(g.vendorCode) ?? 0) + 1;
    perVendor.set(g.vendorCode, n);
    const nodeId = `${vendor.vassalage}-${g.gameId}`;
    return {
      nodeId,
      gameCode: g.gameCode,
      gameId: g.gameId,
      gameType: vendor.category,
      vassalage: vendor.vassalage,
      vendorCode: vendor.code,
      roomId: g.roomId ?? null,
      nodeName: g.names.en,
      gameGroupId: g.gameGroupId ?? null,
      lottoMode: g.lottoMode ?? null,
      gameName: g.names.en,
      names: g.names,
      remark: g.remark ?? null,
      iconUrl: mediaUrl('game', nodeId),
      isTop: g.isTop,
      isNew: g.isNew,
      isHot: g.isHot,
      isGameH5: g.isGameH5,
      supportPlay: g.supportPlay,
      gameClassify: g.gameClassify ?? null,
      gameClassifyNew: g.gameClassifyNew ?? null,
      minBetMinor: g.minBetMinor,
      minLine: g.minLine ?? null,
      drawDayOfWeek: g.drawDayOfWeek ?? null,
      sort: n * 10,
      enabled: true,
    };
  });
}

/** The demo games as rows of `games`, built once per process (the same rows every run). */
export function demoGameRows() {
  cached ??= buildDemoGameRows();
  return cached;
}
