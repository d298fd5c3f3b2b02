import { afterEach, describe, expect, it } from 'vitest';
import type { LotterySchedule } from '@app/contracts';
import { takeBootSchedule } from './get-lottery-schedule.ts';
import { bootWith } from '../../../testing/boot-data.ts';

const schedule: LotterySchedule = {
  today: 3,
  days: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
    dayOfWeek,
    games: [
      {
        gameId: '101',
        nodeId: 'LOTT-101',
        gameCode: 'MB',
        gameName: 'Miền Bắc',
        region: 'north',
        gameGroupId: 1,
        drawTime: '18:15',
      },
    ],
  })),
};

const boot = (value: unknown) => bootWith('boot-lottery-schedule', JSON.stringify(value));

afterEach(() => document.getElementById('boot-lottery-schedule')?.remove());

describe('the week schedule sent with the lottery page', () => {
  it('starts the lobby’s schedule of its prize mode and language, once', () => {
    boot({ prizeMode: 'ZY', language: 'TY', schedule });
    expect(takeBootSchedule('ZY', 'TY')).toEqual(schedule);
    // Read once: a later query asks the server.
    expect(document.getElementById('boot-lottery-schedule')).toBeNull();
    expect(takeBootSchedule('ZY', 'TY')).toBeUndefined();
  });

  it('is not used for another prize mode or language, nor when it does not parse', () => {
    boot({ prizeMode: 'ZY', language: 'TY', schedule });
    expect(takeBootSchedule('Lott', 'TY')).toBeUndefined();
    boot({ prizeMode: 'ZY', language: 'TY', schedule });
    expect(takeBootSchedule('ZY', 'EN')).toBeUndefined();
    boot({ prizeMode: 'ZY', language: 'TY', schedule: { today: 9, days: [] } });
    expect(takeBootSchedule('ZY', 'TY')).toBeUndefined();
    bootWith('boot-lottery-schedule', '{not json');
    expect(takeBootSchedule('ZY', 'TY')).toBeUndefined();
  });
});
