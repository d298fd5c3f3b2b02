import { describe, expect, it } from 'vitest';
import { launchPlan, type LaunchTarget } from './launch-plan.ts';

const slot: LaunchTarget = {
  gameType: 'RNG',
  vendorCode: 'PG',
  vassalage: 'PG',
  gameId: '1001',
  roomId: null,
  nodeId: 'PG-1001',
  gameCode: 'MAHJONG_WAYS',
  gameGroupId: null,
  lottoMode: null,
};

describe('launchPlan (spec §4 Game tile click)', () => {
  it('sends a visitor to the login page', () => {
    expect(launchPlan(slot, false)).toEqual({ kind: 'login', to: '/m/login' });
  });

  it('launches other games through the server with category, vendor, game id and node id', () => {
    expect(launchPlan(slot, true)).toEqual({
      kind: 'launch',
      query: {
        category: 'RNG',
        vendor: 'PG',
        gameId: '1001',
        nodeId: 'PG-1001',
        gameCode: 'MAHJONG_WAYS',
      },
    });
  });

  it('launches a live table by its room id', () => {
    const plan = launchPlan({ ...slot, gameType: 'LIVE', roomId: 'R7' }, true);
    expect(plan).toMatchObject({ kind: 'launch', query: { roomId: 'R7' } });
    expect(plan.kind === 'launch' && plan.query.gameId).toBeUndefined();
  });

  it('opens the launch page for LOTT and ELOTT games', () => {
    const plan = launchPlan(
      { ...slot, gameType: 'ELOTT', vassalage: 'ELOTT', gameGroupId: 3, gameCode: 'VN_FAST_1' },
      true,
    );
    expect(plan.kind).toBe('page');
    const url = new URL(plan.kind === 'page' ? plan.to : '', 'http://x');
    expect(url.pathname).toBe('/m/launchGame');
    expect(url.searchParams.get('playType')).toBe('ent');
    expect(url.searchParams.get('gameGroupId')).toBe('3');
    expect(url.searchParams.get('prize_mode')).toBeNull();
  });

  it('opens the lottery with the prize mode of TCG_LOTTO_VN and TCG_SEA', () => {
    const vn = launchPlan({ ...slot, gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' }, true);
    const sea = launchPlan({ ...slot, gameType: 'LOTT', vassalage: 'TCG_SEA' }, true);
    expect(vn.kind === 'page' && new URL(vn.to, 'http://x').searchParams.get('prize_mode')).toBe(
      'Lott',
    );
    expect(sea.kind === 'page' && new URL(sea.to, 'http://x').searchParams.get('prize_mode')).toBe(
      'SEA',
    );
    expect(vn.kind === 'page' && new URL(vn.to, 'http://x').searchParams.get('playType')).toBe(
      'trad',
    );
  });
});
