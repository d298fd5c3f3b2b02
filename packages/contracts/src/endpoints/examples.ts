// Example answers shared by several endpoint definitions (demo data as the seeded site answers).
// Not exported from the package entry: only the definitions' `examples` read them.

import type { Game } from '../games.ts';
import type { LotteryDraw, LotteryGame } from '../lottery.ts';
import type { PrizeLevelNumbers } from '../lottery-rules.ts';

/** A BGS slot of the demo catalogue, as the game list answers it (spec §3 "Game"). */
export const gameExample: Game = {
  nodeId: 'BGS-1014',
  gameCode: 'EMERALD_CRANE_HOLD_WIN',
  code: 'EMERALD_CRANE_HOLD_WIN',
  gameId: '1014',
  gameType: 'RNG',
  vassalage: 'BGS',
  vendorCode: 'BGS',
  roomId: null,
  nodeName: 'Emerald Crane Hold & Win',
  gameGroupId: null,
  lottoMode: null,
  gameName: 'Hạc Ngọc Lục Bảo Hold & Win',
  displayName: 'Hạc Ngọc Lục Bảo Hold & Win',
  remark: null,
  showIcon: true,
  iconUrl: '/wps/media/game/BGS-1014.svg',
  mobileIconUrl: '/wps/media/game/BGS-1014.svg',
  mobileLargeIcon: '/wps/media/game/BGS-1014.svg',
  mobileSmallIcon: '/wps/media/game/BGS-1014.svg',
  isHot: false,
  isNew: false,
  isTop: true,
  isGameH5: true,
  supportPlay: true,
  gameClassify: null,
  gameClassifyNew: 'SLOT',
  minBet: '0.75',
  minLine: 50,
  drawDayOfWeek: null,
};

const NORTH_REMARK =
  'Miền Bắc 18:15 · Thái Bình (CN), Hà Nội (T2, T5), Quảng Ninh (T3), Bắc Ninh (T4), Hải Phòng (T6), Nam Định (T7)';
const NORTH_SHEET_23 =
  '11901~76309~97136,79406~34253,57432,65419,12194,26612,34962~8990,4361,7860,5998~5031,4877,3978,5328,9330,8980~852,190,873~85,59,14,85';
const NORTH_LEVELS_23: PrizeLevelNumbers[] = [
  { level: 'GB', numbers: ['11901'] },
  { level: 'G1', numbers: ['76309'] },
  { level: 'G2', numbers: ['97136', '79406'] },
  { level: 'G3', numbers: ['34253', '57432', '65419', '12194', '26612', '34962'] },
  { level: 'G4', numbers: ['8990', '4361', '7860', '5998'] },
  { level: 'G5', numbers: ['5031', '4877', '3978', '5328', '9330', '8980'] },
  { level: 'G6', numbers: ['852', '190', '873'] },
  { level: 'G7', numbers: ['85', '59', '14', '85'] },
];

/** The Northern lottery (XSMB) at 15:00 Vietnam time: on sale, drawn at 18:15 (spec §3, §4). */
export const lotteryGameExample: LotteryGame = {
  ...gameExample,
  nodeId: 'LOTT-101',
  gameCode: 'XSMB',
  code: 'XSMB',
  gameId: '101',
  gameType: 'LOTT',
  vassalage: 'LOTT',
  vendorCode: 'LOTT',
  nodeName: 'Northern Lottery',
  gameGroupId: 1,
  lottoMode: 'Traditional',
  gameName: 'Xổ số Miền Bắc',
  displayName: 'Xổ số Miền Bắc',
  remark: NORTH_REMARK,
  iconUrl: '/wps/media/game/LOTT-101.svg',
  mobileIconUrl: '/wps/media/game/LOTT-101.svg',
  mobileLargeIcon: '/wps/media/game/LOTT-101.svg',
  mobileSmallIcon: '/wps/media/game/LOTT-101.svg',
  isHot: true,
  supportPlay: false,
  gameClassifyNew: null,
  minBet: '1.00',
  minLine: null,
  drawDayOfWeek: '1,2,3,4,5,6,7',
  prizeMode: 'Lott',
  playType: 'Tradition',
  region: 'north',
  gameMenuTag: 'north',
  sheet: 'north',
  drawTime: '18:15',
  timeZone: 'Asia/Ho_Chi_Minh',
  intervalSeconds: null,
  numero: '20261124',
  isSale: true,
  remainTime: 11_700_000,
  lockTime: 300_000,
  lotteryTime: [1_795_518_600_000, 1_795_519_200_000],
  openAt: '2026-11-23T11:15:00.000Z',
  closeAt: '2026-11-24T11:10:00.000Z',
  drawAt: '2026-11-24T11:15:00.000Z',
  commitment: null,
  previousNumero: '20261123',
  previousWinningNumber: NORTH_SHEET_23,
  previousWinningTime: '2026-11-23T11:15:00.000Z',
  previousLevels: NORTH_LEVELS_23,
};

/** Yesterday's Northern draw, drawn and settled (spec §2 lottery history). */
export const lotteryDrawExample: LotteryDraw = {
  drawId: 7,
  gameId: '101',
  nodeId: 'LOTT-101',
  gameCode: 'XSMB',
  gameName: 'Xổ số Miền Bắc',
  remark: NORTH_REMARK,
  region: 'north',
  gameGroupId: 1,
  sheet: 'north',
  numero: '20261123',
  status: 'settled',
  openAt: '2026-11-22T11:15:00.000Z',
  closeAt: '2026-11-23T11:10:00.000Z',
  drawAt: '2026-11-23T11:15:00.000Z',
  drawnAt: '2026-11-23T11:15:00.000Z',
  winningNumber: NORTH_SHEET_23,
  levels: NORTH_LEVELS_23,
  resultSource: 'demo',
  commitment: null,
  seed: null,
};

/** Today's Northern draw, on sale (no result yet). */
export const openLotteryDrawExample: LotteryDraw = {
  ...lotteryDrawExample,
  drawId: 177,
  numero: '20261124',
  status: 'open',
  openAt: '2026-11-23T11:15:00.000Z',
  closeAt: '2026-11-24T11:10:00.000Z',
  drawAt: '2026-11-24T11:15:00.000Z',
  drawnAt: null,
  winningNumber: null,
  levels: [],
  resultSource: null,
};
