import {
  formatAmountMinor,
  type GameRecordPage,
  type GameRecordQuerySchema,
  type GameRound,
  type GameRoundStatus,
  type SiteLanguage,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { nameIn } from '../game/game.presenter.ts';
import { categoryFilter } from '../game/game.service.ts';
import { merchantDayRange } from '../../lib/merchant-day.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import {
  selectRounds,
  summariseRounds,
  type GameRecordFilter,
  type RoundRow,
} from './game-record.repository.ts';

type Query = z.output<typeof GameRecordQuerySchema>;

const minor = (v: unknown) => BigInt(String(v ?? 0));
const isoOf = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * spec §2 /m/gameRecord: a refunded round is cancelled; a closed round, or one whose bets were all
 * paid, is settled; one with a bet still open is open.
 */
function statusOf(row: RoundRow, staked: bigint, refunded: bigint, won: bigint): GameRoundStatus {
  if (staked > 0n && staked === refunded && won === 0n) return 'cancelled';
  if (row.closed_at) return 'settled';
  return Number(row.open_bets) > 0 ? 'open' : 'settled';
}

function toRound(row: RoundRow, language: SiteLanguage): GameRound {
  const staked = minor(row.staked);
  const refunded = minor(row.refunded);
  const won = minor(row.won);
  const bet = staked - refunded;
  const names = typeof row.names === 'string' ? JSON.parse(row.names) : row.names;
  return {
    roundId: row.round_id,
    time: isoOf(row.created_at),
    settledAt: row.closed_at ? isoOf(row.closed_at) : null,
    gameName:
      row.game_name && names ? nameIn({ gameName: row.game_name, names }, language) : row.game_code,
    gameCode: row.game_code,
    nodeId: row.node_id,
    gameType: row.game_type,
    vendorCode: row.vendor_code,
    vendorName: row.vendor_name,
    bet: formatAmountMinor(bet),
    win: formatAmountMinor(won),
    net: formatAmountMinor(won - bet),
    status: statusOf(row, staked, refunded, won),
  };
}

/** The member's game rounds (spec §2 /m/gameRecord), newest first, with the totals. */
export async function gameRecord(db: Db, memberId: number, query: Query): Promise<GameRecordPage> {
  const filter: GameRecordFilter = {
    memberId,
    ...merchantDayRange(query.startDate, query.endDate),
  };
  if (query.gameType) filter.category = await categoryFilter(db, query.gameType);
  if (query.vendor) filter.vendor = query.vendor;
  const [rows, totals] = await Promise.all([
    selectRounds(db, filter, pageWindow(query)),
    summariseRounds(db, filter),
  ]);
  const bet = minor(totals.staked) - minor(totals.refunded);
  const won = minor(totals.won);
  const rounds = Number(totals.rounds);
  return {
    ...toPage(
      rows.map((r) => toRound(r, query.language)),
      rounds,
      query,
    ),
    summary: {
      rounds,
      bet: formatAmountMinor(bet),
      win: formatAmountMinor(won),
      net: formatAmountMinor(won - bet),
    },
  };
}
