import { defineEndpoint } from '../endpoint.ts';
import { GameRecordPageSchema, GameRecordQuerySchema } from '../game-record.ts';

// The betting record (spec §2 /m/gameRecord).

export const getGameRecordEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/game/record',
  auth: 'member',
  module: 'TRANSBETREPMEM3',
  query: GameRecordQuerySchema,
  response: GameRecordPageSchema,
  errors: [],
  tag: 'game',
  summary:
    'Betting record: the member’s game rounds (bet, win, net, game, vendor, time, status), newest first, by days, category or vendor, with totals',
  description:
    'The betting record page (spec §2 /m/gameRecord): the member’s game rounds from the vendor wallet, newest first, each with its bet, win and net, game, vendor, time and status, plus the totals of every round the filters select. Days are merchant days (Vietnam time), both included. Trial accounts see their free-play rounds. Never cached.',
  docs: {
    query: {
      pageNo: 'Page number from 1.',
      pageSize: 'Rounds per page, at most 100 (default 25).',
      startDate: 'First day included, YYYY-MM-DD in merchant time.',
      endDate: 'Last day included, YYYY-MM-DD in merchant time.',
      gameType: 'Only rounds of games in this category; empty for every category.',
      vendor:
        'Only rounds of this vendor row code or vassalage (JL takes JL_FISH and JL_PVP along); empty for every vendor.',
      language: 'Language of the game names: TY Vietnamese (default), EN English.',
    },
  },
  examples: {
    query: {
      pageNo: '1',
      pageSize: '20',
      startDate: '2026-11-18',
      endDate: '2026-11-24',
      language: 'TY',
    },
    response: {
      list: [
        {
          roundId: 'BGS-R-20261124-000731',
          time: '2026-11-24T07:40:12.000Z',
          settledAt: '2026-11-24T07:40:15.000Z',
          gameName: 'Hạc Ngọc Lục Bảo Hold & Win',
          gameCode: 'EMERALD_CRANE_HOLD_WIN',
          nodeId: 'BGS-1014',
          gameType: 'RNG',
          vendorCode: 'BGS',
          vendorName: 'BGS Gaming',
          bet: '20000.00',
          win: '55000.00',
          net: '35000.00',
          status: 'settled',
        },
      ],
      pageNum: 1,
      pageSize: 20,
      total: 1,
      totalPages: 1,
      summary: { rounds: 1, bet: '20000.00', win: '55000.00', net: '35000.00' },
    },
  },
});
