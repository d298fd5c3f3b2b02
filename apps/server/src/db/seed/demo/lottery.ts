import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  elottCommitment,
  elottSheetFromSeed,
  type LotteryRegion,
  type SheetShape,
} from '@app/contracts';
import type { Db } from '../../client.ts';
import { games, lotteryDraws, lotteryGames, type LotteryDrawMode } from '../../schema.ts';
import {
  entertainmentDraws,
  parseDrawDays,
  parseMonthDays,
  pastTraditionalDraws,
} from '../../../modules/lottery/schedule.ts';
import { randomSheet } from '../../../modules/lottery/draw-engine.ts';
import type { DemoGame } from './games.ts';

/** The Vietnamese lottery's time zone (UTC+7, no daylight saving). */
export const LOTTERY_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Weekdays as the spec counts them (1 = Sunday … 7 = Saturday). */
const SUN = 1;
const MON = 2;
const TUE = 3;
const WED = 4;
const THU = 5;
const FRI = 6;
const SAT = 7;
const EVERY_DAY = '1,2,3,4,5,6,7';

type Province = { code: string; en: string; vi: string; days: number[] };

/** Lottery menu groups (game_group_id). */
export const LOTTERY_GROUPS = { north: 1, central: 2, south: 3, fast: 4, sea: 5 } as const;

/** The Northern draw rotates through these cities by weekday (domain/vietnamese-lottery.md). */
const NORTH_CITIES =
  'Thái Bình (CN), Hà Nội (T2, T5), Quảng Ninh (T3), Bắc Ninh (T4), Hải Phòng (T6), Nam Định (T7)';

/** Central provinces and their draw days (domain/vietnamese-lottery.md, weekly schedule). */
const CENTRAL: Province[] = [
  { code: 'XSPY', en: 'Phu Yen', vi: 'Phú Yên', days: [MON] },
  { code: 'XSTTH', en: 'Thua Thien Hue', vi: 'Thừa Thiên Huế', days: [MON] },
  { code: 'XSDLK', en: 'Dak Lak', vi: 'Đắk Lắk', days: [TUE] },
  { code: 'XSQNM', en: 'Quang Nam', vi: 'Quảng Nam', days: [TUE] },
  { code: 'XSDNG', en: 'Da Nang', vi: 'Đà Nẵng', days: [WED, SAT] },
  { code: 'XSKH', en: 'Khanh Hoa', vi: 'Khánh Hòa', days: [SUN, WED] },
  { code: 'XSBDI', en: 'Binh Dinh', vi: 'Bình Định', days: [THU] },
  { code: 'XSQT', en: 'Quang Tri', vi: 'Quảng Trị', days: [THU] },
  { code: 'XSQB', en: 'Quang Binh', vi: 'Quảng Bình', days: [THU] },
  { code: 'XSGL', en: 'Gia Lai', vi: 'Gia Lai', days: [FRI] },
  { code: 'XSNT', en: 'Ninh Thuan', vi: 'Ninh Thuận', days: [FRI] },
  { code: 'XSQNG', en: 'Quang Ngai', vi: 'Quảng Ngãi', days: [SAT] },
  { code: 'XSDNO', en: 'Dak Nong', vi: 'Đắk Nông', days: [SAT] },
  { code: 'XSKT', en: 'Kon Tum', vi: 'Kon Tum', days: [SUN] },
];

const SOUTH: Province[] = [
  { code: 'XSHCM', en: 'Ho Chi Minh City', vi: 'TP. Hồ Chí Minh', days: [MON, SAT] },
  { code: 'XSDT', en: 'Dong Thap', vi: 'Đồng Tháp', days: [MON] },
  { code: 'XSCM', en: 'Ca Mau', vi: 'Cà Mau', days: [MON] },
  { code: 'XSBTR', en: 'Ben Tre', vi: 'Bến Tre', days: [TUE] },
  { code: 'XSVT', en: 'Vung Tau', vi: 'Vũng Tàu', days: [TUE] },
  { code: 'XSBL', en: 'Bac Lieu', vi: 'Bạc Liêu', days: [TUE] },
  { code: 'XSDN', en: 'Dong Nai', vi: 'Đồng Nai', days: [WED] },
  { code: 'XSCT', en: 'Can Tho', vi: 'Cần Thơ', days: [WED] },
  { code: 'XSST', en: 'Soc Trang', vi: 'Sóc Trăng', days: [WED] },
  { code: 'XSTN', en: 'Tay Ninh', vi: 'Tây Ninh', days: [THU] },
  { code: 'XSAG', en: 'An Giang', vi: 'An Giang', days: [THU] },
  { code: 'XSBTH', en: 'Binh Thuan', vi: 'Bình Thuận', days: [THU] },
  { code: 'XSVL', en: 'Vinh Long', vi: 'Vĩnh Long', days: [FRI] },
  { code: 'XSBD', en: 'Binh Duong', vi: 'Bình Dương', days: [FRI] },
  { code: 'XSTV', en: 'Tra Vinh', vi: 'Trà Vinh', days: [FRI] },
  { code: 'XSLA', en: 'Long An', vi: 'Long An', days: [SAT] },
  { code: 'XSBP', en: 'Binh Phuoc', vi: 'Bình Phước', days: [SAT] },
  { code: 'XSHG', en: 'Hau Giang', vi: 'Hậu Giang', days: [SAT] },
  { code: 'XSTG', en: 'Tien Giang', vi: 'Tiền Giang', days: [SUN] },
  { code: 'XSKG', en: 'Kien Giang', vi: 'Kiên Giang', days: [SUN] },
  { code: 'XSDL', en: 'Da Lat', vi: 'Đà Lạt', days: [SUN] },
];

/** Provinces drawn most (HCMC, Hà Nội's North draw) are tagged hot. */
const HOT_LOTTERY_CODES = new Set(['XSMB', 'XSHCM', 'XSDNG', 'XSKH', 'XSDN']);

function lotteryGame(
  base: Omit<DemoGame, 'minBetMinor' | 'isGameH5' | 'supportPlay' | 'isTop' | 'isHot' | 'isNew'> &
    Partial<DemoGame>,
): DemoGame {
  return {
    minBetMinor: 100,
    isGameH5: true,
    supportPlay: false,
    isTop: false,
    isNew: false,
    isHot: HOT_LOTTERY_CODES.has(base.gameCode),
    ...base,
  };
}

/** The in-house traditional lottery (vassalage LOTT): the North draw and every province. */
function lottGames(): DemoGame[] {
  const out: DemoGame[] = [
    lotteryGame({
      vendorCode: 'LOTT',
      gameId: '101',
      gameCode: 'XSMB',
      names: { en: 'Northern Lottery', vi: 'Xổ số Miền Bắc' },
      remark: `Miền Bắc 18:15 · ${NORTH_CITIES}`,
      gameGroupId: LOTTERY_GROUPS.north,
      lottoMode: 'Traditional',
      drawDayOfWeek: EVERY_DAY,
      isTop: true,
    }),
  ];
  const regions = [
    { list: CENTRAL, first: 201, group: LOTTERY_GROUPS.central, region: 'Miền Trung', at: '17:15' },
    { list: SOUTH, first: 301, group: LOTTERY_GROUPS.south, region: 'Miền Nam', at: '16:15' },
  ];
  for (const { list, first, group, region, at } of regions) {
    list.forEach((p, i) =>
      out.push(
        lotteryGame({
          vendorCode: 'LOTT',
          gameId: String(first + i),
          gameCode: p.code,
          names: { en: `${p.en} Lottery`, vi: `Xổ số ${p.vi}` },
          remark: `${region} ${at} · ${p.vi}`,
          gameGroupId: group,
          lottoMode: 'Traditional',
          drawDayOfWeek: [...p.days].sort((a, b) => a - b).join(','),
          isTop: p.code === 'XSHCM',
        }),
      ),
    );
  }
  return out;
}

/** TCG's Vietnamese lottery: regional draws plus its own fast "siêu tốc" rooms. */
function tcgVnGames(): DemoGame[] {
  const rows: [string, string, string, number, 'Traditional' | 'Entertainment', string][] = [
    // Named after their vendor: the in-house North draw is "Xổ số Miền Bắc", and a day's schedule
    // must not list two different lotteries under one name.
    [
      'TCG_XSMB',
      'TCG Northern Lottery',
      'TCG Xổ số Miền Bắc',
      LOTTERY_GROUPS.north,
      'Traditional',
      '',
    ],
    [
      'TCG_XSMT',
      'TCG Central Lottery',
      'TCG Xổ số Miền Trung',
      LOTTERY_GROUPS.central,
      'Traditional',
      '',
    ],
    [
      'TCG_XSMN',
      'TCG Southern Lottery',
      'TCG Xổ số Miền Nam',
      LOTTERY_GROUPS.south,
      'Traditional',
      '',
    ],
    [
      'TCG_MB45',
      'North Express 45s',
      'Miền Bắc siêu tốc 45 giây',
      LOTTERY_GROUPS.fast,
      'Entertainment',
      '45s',
    ],
    [
      'TCG_MN60',
      'South Express 1 min',
      'Miền Nam siêu tốc 1 phút',
      LOTTERY_GROUPS.fast,
      'Entertainment',
      '1 phút',
    ],
    [
      'TCG_MT60',
      'Central Express 1 min',
      'Miền Trung siêu tốc 1 phút',
      LOTTERY_GROUPS.fast,
      'Entertainment',
      '1 phút',
    ],
  ];
  return rows.map(([gameCode, en, vi, group, lottoMode, every], i) =>
    lotteryGame({
      vendorCode: 'TCG_LOTTO_VN',
      gameId: String(1101 + i),
      gameCode,
      names: { en, vi },
      remark: every ? `${vi} · quay mỗi ${every}` : vi,
      gameGroupId: group,
      lottoMode,
      drawDayOfWeek: EVERY_DAY,
      roomId: `TCGVN-${i + 1}`,
      isNew: lottoMode === 'Entertainment',
      supportPlay: lottoMode === 'Entertainment',
    }),
  );
}

/**
 * TCG's South-East Asian lotteries (prize mode SEA). The Thai lottery and the two 4D games are drawn
 * and sold here (docs/decisions/2026-11-24-sea-lotteries.md); the others are listed only. Draw
 * times are the country's local time.
 */
function tcgSeaGames(): DemoGame[] {
  const rows: [string, string, string, string | null, string][] = [
    [
      'TH_GOV',
      'Thai Lottery',
      'Xổ số Thái Lan',
      null,
      'Ngày 1 và 16 hằng tháng · 15:30 (giờ Bangkok)',
    ],
    ['LA_LOT', 'Lao Lottery', 'Xổ số Lào', '2,4,6', 'Thứ 2, 4, 6 · 20:30'],
    [
      'MY_4D',
      'Malaysia 4D',
      'Xổ số 4D Malaysia',
      '1,4,7',
      'Thứ 4, 7, Chủ nhật · 19:00 (giờ Kuala Lumpur)',
    ],
    [
      'SG_4D',
      'Singapore 4D',
      'Xổ số 4D Singapore',
      '1,4,7',
      'Thứ 4, 7, Chủ nhật · 18:30 (giờ Singapore)',
    ],
    ['SG_TOTO', 'Singapore Toto', 'Toto Singapore', '2,5', 'Thứ 2, 5 · 18:30'],
    ['KH_LOT', 'Cambodia Lottery', 'Xổ số Campuchia', EVERY_DAY, 'Hằng ngày · 19:45'],
  ];
  return rows.map(([gameCode, en, vi, days, remark], i) =>
    lotteryGame({
      vendorCode: 'TCG_SEA',
      gameId: String(1201 + i),
      gameCode,
      names: { en, vi },
      remark,
      gameGroupId: LOTTERY_GROUPS.sea,
      lottoMode: 'Traditional',
      drawDayOfWeek: days,
    }),
  );
}

/** The house's fast draws (ELOTT, Entertainment): results from a secure RNG every few minutes. */
function elottGames(): DemoGame[] {
  const rows: [string, string, string, string][] = [
    ['LD1', 'Lo De 1 Minute', 'Lô đề 1 phút', '1 phút'],
    ['LD3', 'Lo De 3 Minutes', 'Lô đề 3 phút', '3 phút'],
    ['XSN1', 'Fast Lottery 1 Minute', 'Xổ số nhanh 1 phút', '1 phút'],
    ['XSN3', 'Fast Lottery 3 Minutes', 'Xổ số nhanh 3 phút', '3 phút'],
    ['XSN5', 'Fast Lottery 5 Minutes', 'Xổ số nhanh 5 phút', '5 phút'],
    ['XSN10', 'Fast Lottery 10 Minutes', 'Xổ số nhanh 10 phút', '10 phút'],
    ['MB75', 'North Express 75s', 'Miền Bắc siêu tốc 75 giây', '75 giây'],
    ['MN90', 'South Express 90s', 'Miền Nam siêu tốc 90 giây', '90 giây'],
  ];
  return rows.map(([gameCode, en, vi, every], i) =>
    lotteryGame({
      vendorCode: 'ELOTT',
      gameId: String(401 + i),
      gameCode,
      names: { en, vi },
      remark: `${vi} · quay mỗi ${every}`,
      gameGroupId: LOTTERY_GROUPS.fast,
      lottoMode: 'Entertainment',
      drawDayOfWeek: EVERY_DAY,
      roomId: `ELOTT-${gameCode}`,
      supportPlay: true,
      isHot: i === 0 || i === 4,
      isNew: i === 6 || i === 7,
    }),
  );
}

/** Every lottery game of the demo merchant. */
export function demoLotteryGames(): DemoGame[] {
  return [...lottGames(), ...tcgVnGames(), ...tcgSeaGames(), ...elottGames()];
}

// ---- the draw engine's settings and a history of past draws (docs/decisions/2026-11-21-lottery-draw-engine.md)

type EngineSettings = {
  region: LotteryRegion;
  drawMode: LotteryDrawMode;
  sheet: SheetShape | null;
  drawTime: string | null;
  /** Local time of this zone (the Vietnamese lottery's unless the game is another country's). */
  timeZone: string;
  drawMonthDays: string | null;
  intervalSeconds: number | null;
  lockSeconds: number;
};

/** Sales close 5 minutes before a provincial draw (the North: 18:10 for 18:15). */
const PROVINCE_LOCK_SECONDS = 300;

const traditional = (region: LotteryRegion, drawTime: string): EngineSettings => ({
  region,
  drawMode: 'traditional',
  sheet: region === 'north' ? 'north' : 'south',
  drawTime,
  timeZone: LOTTERY_TIME_ZONE,
  drawMonthDays: null,
  intervalSeconds: null,
  lockSeconds: PROVINCE_LOCK_SECONDS,
});

/** A fast draw every `seconds`; sales close a few seconds before each draw. */
const fast = (sheet: SheetShape, seconds: number): EngineSettings => ({
  region: 'fast',
  drawMode: 'entertainment',
  sheet,
  drawTime: null,
  timeZone: LOTTERY_TIME_ZONE,
  drawMonthDays: null,
  intervalSeconds: seconds,
  lockSeconds: seconds <= 90 ? 10 : seconds <= 180 ? 15 : 30,
});

const REGION_OF_GROUP: Record<number, LotteryRegion> = {
  [LOTTERY_GROUPS.north]: 'north',
  [LOTTERY_GROUPS.central]: 'central',
  [LOTTERY_GROUPS.south]: 'south',
  [LOTTERY_GROUPS.fast]: 'fast',
  [LOTTERY_GROUPS.sea]: 'sea',
};

/** Regional draw times (domain/vietnamese-lottery.md): South 16:15, Central 17:15, North 18:15. */
const REGION_DRAW_TIME: Partial<Record<LotteryRegion, string>> = {
  north: '18:15',
  central: '17:15',
  south: '16:15',
};

/** Fast rooms: interval and sheet. */
const FAST_ROOMS: Record<string, [SheetShape, number]> = {
  LD1: ['north', 60],
  LD3: ['north', 180],
  XSN1: ['north', 60],
  XSN3: ['north', 180],
  XSN5: ['north', 300],
  XSN10: ['north', 600],
  MB75: ['north', 75],
  MN90: ['south', 90],
  TCG_MB45: ['north', 45],
  TCG_MN60: ['south', 60],
  TCG_MT60: ['south', 60],
};

/**
 * SEA lotteries (docs/decisions/2026-11-24-sea-lotteries.md): local draw time and zone, and the
 * sheet of those drawn and sold here; without a sheet a game is the vendor's, listed only.
 */
const SEA_GAMES: Record<
  string,
  { drawTime: string; timeZone: string; sheet: SheetShape | null; monthDays?: string }
> = {
  TH_GOV: { drawTime: '15:30', timeZone: 'Asia/Bangkok', sheet: 'thai', monthDays: '1,16' },
  LA_LOT: { drawTime: '20:30', timeZone: 'Asia/Vientiane', sheet: null },
  MY_4D: { drawTime: '19:00', timeZone: 'Asia/Kuala_Lumpur', sheet: '4d' },
  SG_4D: { drawTime: '18:30', timeZone: 'Asia/Singapore', sheet: '4d' },
  SG_TOTO: { drawTime: '18:30', timeZone: 'Asia/Singapore', sheet: null },
  KH_LOT: { drawTime: '19:45', timeZone: 'Asia/Phnom_Penh', sheet: null },
};

/** Sales of a SEA draw close 15 minutes before it, as the countries' agents do. */
const SEA_LOCK_SECONDS = 900;

/** The engine settings of a demo lottery game. */
export function demoLotteryEngineSettings(game: DemoGame): EngineSettings {
  const region = REGION_OF_GROUP[game.gameGroupId ?? 0] ?? 'fast';
  const room = FAST_ROOMS[game.gameCode];
  if (room) return fast(room[0], room[1]);
  if (region === 'sea') {
    const sea = SEA_GAMES[game.gameCode];
    return {
      region,
      drawMode: sea?.sheet ? 'traditional' : 'external',
      sheet: sea?.sheet ?? null,
      drawTime: sea?.drawTime ?? null,
      timeZone: sea?.timeZone ?? LOTTERY_TIME_ZONE,
      drawMonthDays: sea?.monthDays ?? null,
      intervalSeconds: null,
      lockSeconds: SEA_LOCK_SECONDS,
    };
  }
  return traditional(region, REGION_DRAW_TIME[region] ?? '18:15');
}

/** Past days of provincial results and past fast draws the demo starts with. */
const HISTORY_DAYS = 7;
const FAST_HISTORY_DRAWS = 10;

type LotteryCatalogueRow = { id: number; gameCode: string; drawDayOfWeek: string | null };

/**
 * A demo game's past draws: a week of provincial or SEA results (a month for the Thai lottery),
 * random digits from the CSPRNG with result source `demo` (clearly not official results), or the
 * last fast draws of a room (drawn as the engine draws them: seed, commitment, result).
 */
async function demoHistory(
  row: LotteryCatalogueRow,
  s: EngineSettings,
  now: Date,
): Promise<(typeof lotteryDraws.$inferInsert)[]> {
  const draws: (typeof lotteryDraws.$inferInsert)[] = [];
  const schedule = {
    drawMode: s.drawMode,
    drawDays: parseDrawDays(row.drawDayOfWeek),
    drawMonthDays: parseMonthDays(s.drawMonthDays),
    drawTime: s.drawTime,
    timeZone: s.timeZone,
    intervalSeconds: s.intervalSeconds,
    lockSeconds: s.lockSeconds,
  };
  if (s.drawMode === 'traditional' && s.sheet) {
    // A lottery drawn twice a month gets a month of history, so that it shows results too.
    const days = s.drawMonthDays ? 31 : HISTORY_DAYS;
    const from = new Date(now.getTime() - days * 86_400_000);
    for (const d of pastTraditionalDraws(schedule, from, now)) {
      draws.push({
        gamePk: row.id,
        ...d,
        status: 'settled',
        winningNumber: randomSheet(s.sheet),
        resultSource: 'demo',
        drawnAt: d.drawAt,
        settledAt: d.drawAt,
      });
    }
  }
  if (s.drawMode === 'entertainment' && s.sheet) {
    for (const d of entertainmentDraws(schedule, now, 0, FAST_HISTORY_DRAWS)) {
      const seed = randomBytes(32).toString('hex');
      draws.push({
        gamePk: row.id,
        ...d,
        status: 'settled',
        seed,
        commitment: await elottCommitment(seed),
        winningNumber: await elottSheetFromSeed(seed, row.gameCode, d.numero, s.sheet),
        resultSource: 'rng',
        drawnAt: d.drawAt,
        settledAt: d.drawAt,
      });
    }
  }
  return draws;
}

const demoByKey = () => new Map(demoLotteryGames().map((g) => [`${g.vendorCode}:${g.gameId}`, g]));

/**
 * The lottery's demo data: the engine settings of every lottery game and its past draws
 * (demoHistory). Upcoming draws are made by the draw engine when the server starts.
 */
export async function loadDemoLottery(db: Db, now: Date): Promise<void> {
  const demo = demoByKey();
  const rows = await db
    .select({
      id: games.id,
      vendorCode: games.vendorCode,
      gameId: games.gameId,
      gameCode: games.gameCode,
      drawDayOfWeek: games.drawDayOfWeek,
    })
    .from(games)
    .where(inArray(games.gameType, ['LOTT', 'ELOTT']));
  const settingsRows: (typeof lotteryGames.$inferInsert)[] = [];
  const draws: (typeof lotteryDraws.$inferInsert)[] = [];
  for (const row of rows) {
    const game = demo.get(`${row.vendorCode}:${row.gameId}`);
    if (!game) continue;
    const s = demoLotteryEngineSettings(game);
    settingsRows.push({ gamePk: row.id, gameId: row.gameId, ...s });
    draws.push(...(await demoHistory(row, s, now)));
  }
  if (settingsRows.length > 0) await db.insert(lotteryGames).values(settingsRows);
  if (draws.length > 0) await db.insert(lotteryDraws).values(draws);
}

/**
 * A demo database seeded before the SEA lotteries were drawn here lists them as the vendor's: give
 * the demo SEA games that are now drawn here their sheets, times and a week of past results
 * (docs/decisions/2026-11-24-sea-lotteries.md). Answers how many games it changed.
 */
export async function upgradeDemoSeaLotteries(db: Db, now: Date): Promise<number> {
  const demo = demoByKey();
  const rows = await db
    .select({
      id: games.id,
      vendorCode: games.vendorCode,
      gameId: games.gameId,
      gameCode: games.gameCode,
      drawDayOfWeek: games.drawDayOfWeek,
    })
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gamePk))
    .where(and(eq(games.vendorCode, 'TCG_SEA'), eq(lotteryGames.drawMode, 'external')));
  let changed = 0;
  for (const row of rows) {
    const game = demo.get(`${row.vendorCode}:${row.gameId}`);
    if (!game) continue;
    const s = demoLotteryEngineSettings(game);
    if (s.drawMode !== 'traditional') continue;
    await db
      .update(lotteryGames)
      .set({
        drawMode: s.drawMode,
        sheet: s.sheet,
        drawTime: s.drawTime,
        timeZone: s.timeZone,
        drawMonthDays: s.drawMonthDays,
        lockSeconds: s.lockSeconds,
      })
      .where(eq(lotteryGames.gamePk, row.id));
    const past = await demoHistory(row, s, now);
    if (past.length > 0) await db.insert(lotteryDraws).values(past).onConflictDoNothing();
    changed++;
  }
  return changed;
}
