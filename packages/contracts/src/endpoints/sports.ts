import { defineEndpoint } from '../endpoint.ts';
import { HotMatchListSchema } from '../sports.ts';

export const getHotMatchesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/game/hot-matches',
  auth: 'member',
  response: HotMatchListSchema,
  errors: [],
  tag: 'game',
  summary: 'Hot matches: the sports vendor’s upcoming matches with their main odds',
  description:
    'spec §2 (the hot-match popup needs a session), §7 "hot matches": the coming days’ featured matches of the first switched-on sports vendor — league, teams, kick-off and the 1X2 odds — in kick-off order, from its feed. The popup asks again while it is open (odds move). Launching the answered game with `matchId` opens the vendor at that match. An empty list when no sports vendor is on.',
  examples: {
    response: {
      vendor: 'VSB',
      gameId: '7001',
      nodeId: 'VSB-7001',
      list: [
        {
          matchId: 'VSB-20261125-1',
          league: 'V.League 1',
          home: 'Hà Nội FC',
          away: 'Công An Hà Nội',
          kickoff: '2026-11-25T12:00:00.000Z',
          odds: { home: '2.15', draw: '3.20', away: '3.05' },
        },
      ],
    },
  },
});
