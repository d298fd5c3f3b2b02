import { afterEach, describe, expect, it } from 'vitest';
import type { LotterySchedule } from '@app/contracts';
import { bootWith } from '../../../testing/boot-data.ts';
import { takeBootSchedule } from './get-lottery-schedule.ts';

const schedule: LotterySchedule = {
  today: 3,
  days: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
    dayOfWeek,
    games:
      dayOfWeek === 3
        ? [
            {
              gameId: 'HCM',
              nodeId: '1',
              gameCode: 'HCM',
              gameName: 'TP. Hồ Chí Minh',
              region: 'south',
              gameGroupId: 3,
              drawTime: '16:15',
            },
          ]
        : [],
  })),
};

afterEach(() => document.getElementById('boot-lottery-schedule')?.remove());

describe('the weekly schedule sent with the lottery page', () => {
  it('starts the lobby for the prize mode and language it was written for, once', () => {
    bootWith(
      'boot-lottery-schedule',
      JSON.stringify({ prizeMode: 'ZY', language: 'TY', schedule }),
    );
    expect(takeBootSchedule('ZY', 'TY')).toEqual(schedule);
    // Read once: a later query asks the server.
    expect(document.getElementById('boot-lottery-schedule')).toBeNull();
    expect(takeBootSchedule('ZY', 'TY')).toBeUndefined();
  });

  it('is not used for another prize mode or language, nor when it is not a schedule', () => {
    for (const [prizeMode, language] of [
      ['Lott', 'TY'],
      ['ZY', 'EN'],
    ] as const) {
      bootWith(
        'boot-lottery-schedule',
        JSON.stringify({ prizeMode: 'ZY', language: 'TY', schedule }),
      );
      expect(takeBootSchedule(prizeMode, language)).toBeUndefined();
    }
    bootWith('boot-lottery-schedule', '{not json');
    expect(takeBootSchedule('ZY', 'TY')).toBeUndefined();
    bootWith(
      'boot-lottery-schedule',
      JSON.stringify({ prizeMode: 'ZY', language: 'TY', schedule: { today: 'x' } }),
    );
    expect(takeBootSchedule('ZY', 'TY')).toBeUndefined();
    for (const broken of [
      null,
      { today: 3 },
      { today: 3, days: [{ dayOfWeek: 3 }] },
      { days: [] },
    ]) {
      bootWith(
        'boot-lottery-schedule',
        JSON.stringify({ prizeMode: 'ZY', language: 'TY', schedule: broken }),
      );
      expect(takeBootSchedule('ZY', 'TY')).toBeUndefined();
    }
  });
});
