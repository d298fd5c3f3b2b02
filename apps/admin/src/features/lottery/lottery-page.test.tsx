import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_LOTTERY_SETTINGS,
  enterLotteryResultEndpoint,
  getLotterySettingsEndpoint,
  getOperatorMeEndpoint,
  listAdminLotteryDrawsEndpoint,
  listAdminLotteryGamesEndpoint,
  updateLotterySettingsEndpoint,
  type AdminLotteryGame,
  type LotteryDraw,
} from '@app/contracts';
import { App } from '../../app/app.tsx';
import { changeLanguage } from '../../lib/i18n.ts';
import { installSession, setToken } from '../../lib/session.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { meOf } from '../../testing/operators.ts';

installSession();

// A Malaysia 4D draw past its sale close, waiting for the official result
// (docs/decisions/2026-11-24-sea-lotteries.md).
const draw4d: LotteryDraw = {
  drawId: 900,
  gameId: '1203',
  nodeId: 'TCG_SEA-1203',
  gameCode: 'MY_4D',
  gameName: 'Malaysia 4D',
  remark: null,
  region: 'sea',
  gameGroupId: 5,
  sheet: '4d',
  numero: '20261122',
  status: 'locked',
  openAt: '2026-11-19T11:00:00.000Z',
  closeAt: '2026-11-22T10:45:00.000Z',
  drawAt: '2026-11-22T11:00:00.000Z',
  drawnAt: null,
  winningNumber: null,
  levels: [],
  resultSource: null,
  commitment: null,
  seed: null,
};

/** A provincial game and a fast room, as the games panel lists them. */
const gameOf = (over: Partial<AdminLotteryGame>): AdminLotteryGame => ({
  gameId: '301',
  gameName: 'Hồ Chí Minh',
  region: 'south',
  drawMode: 'traditional',
  sheet: 'south',
  drawTime: '16:15',
  intervalSeconds: null,
  lockSeconds: 300,
  enabled: true,
  openDraw: null,
  lastDrawn: null,
  unsettledBets: 0,
  awaitingResult: 0,
  ...over,
});
const GAMES = [
  gameOf({}),
  gameOf({
    gameId: '1101',
    gameName: 'Siêu tốc 1 phút',
    region: 'fast',
    drawMode: 'entertainment',
    sheet: 'north',
    drawTime: null,
    intervalSeconds: 60,
    lockSeconds: 10,
  }),
];

const STARTERS = ['1000', '2000', '3000', '4000', '5000', '6000', '7000', '8000', '9000', '0000'];
const CONSOLATIONS = [
  '1111',
  '2222',
  '3333',
  '4444',
  '5555',
  '6666',
  '7777',
  '8888',
  '9999',
  '0123',
];
const SHEET = `1234~5678~9012~${STARTERS.join(',')}~${CONSOLATIONS.join(',')}`;

async function openLottery() {
  setToken('session-token');
  const api = fakeApi([
    [getOperatorMeEndpoint, { value: meOf('administrator') }],
    [
      listAdminLotteryDrawsEndpoint,
      { value: { list: [draw4d], pageNum: 1, pageSize: 50, total: 1, totalPages: 1 } },
    ],
    [listAdminLotteryGamesEndpoint, { value: GAMES }],
    [getLotterySettingsEndpoint, { value: DEFAULT_LOTTERY_SETTINGS }],
    [
      enterLotteryResultEndpoint,
      (body) => ({
        value: {
          draw: {
            ...draw4d,
            status: 'settled',
            winningNumber: (body as { winningNumber: string }).winningNumber,
          },
          settled: 2,
          won: 1,
          paid: '350000.00',
        },
      }),
    ],
    [
      updateLotterySettingsEndpoint,
      (body) => ({
        value: {
          ...DEFAULT_LOTTERY_SETTINGS,
          odds: {
            ...DEFAULT_LOTTERY_SETTINGS.odds,
            '4d': {
              ...DEFAULT_LOTTERY_SETTINGS.odds['4d'],
              ...(body as { odds: { '4d': object } }).odds['4d'],
            },
          },
        },
      }),
    ],
  ]);
  await changeLanguage('en');
  window.history.pushState({}, '', '/admin/lottery');
  render(<App />);
  return api;
}

afterEach(() => vi.restoreAllMocks());

describe('the lottery screen: SEA sheets', () => {
  it(
    'enters a 4D result in the 4D sheet’s shape and sends it in the wire format',
    { timeout: 30_000 },
    async () => {
      const api = await openLottery();
      vi.spyOn(window, 'confirm').mockReturnValue(true);
      const user = userEvent.setup();
      // The screen's code loads on first use: wait for it, not for a time.
      await user.click(
        await screen.findByRole('button', { name: 'Enter result' }, { timeout: 15_000 }),
      );
      expect(screen.getByText(/4D sheet: 23 numbers/)).toBeInTheDocument();
      const form = screen.getByText(/4D sheet: 23 numbers/).closest('form')!;
      expect(
        within(form)
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ).toEqual(['1st prize', '2nd prize', '3rd prize', 'Starter', 'Consolation']);
      await user.type(within(form).getByLabelText('1st prize 1'), '1234');
      await user.type(within(form).getByLabelText('2nd prize 1'), '5678');
      await user.type(within(form).getByLabelText('3rd prize 1'), '9012');
      for (const [i, n] of STARTERS.entries())
        await user.type(within(form).getByLabelText(`Starter ${i + 1}`), n);
      for (const [i, n] of CONSOLATIONS.entries())
        await user.type(within(form).getByLabelText(`Consolation ${i + 1}`), n);
      // Four digits at most per box: a fifth is not taken.
      expect(within(form).getByLabelText('Starter 1')).toHaveAttribute('maxLength', '4');
      await user.click(within(form).getByRole('button', { name: 'Store and settle' }));
      expect(await screen.findByText(/20261122: 2 bets settled, 1 won/)).toBeInTheDocument();
      const sent = api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/lottery/result'));
      expect(sent?.body).toEqual({
        gameId: '1203',
        numero: '20261122',
        winningNumber: SHEET,
        source: 'operator',
      });
    },
  );

  it(
    'edits a SEA sheet’s odds in its own table and sends only what changed',
    { timeout: 30_000 },
    async () => {
      const api = await openLottery();
      const user = userEvent.setup();
      const input = await screen.findByLabelText(
        'D4_BIG 4D (Malaysia, Singapore)',
        {},
        { timeout: 15_000 },
      );
      expect(input).toHaveValue('350');
      expect(screen.getByLabelText('TH_3TOD Thai lottery')).toHaveValue('130');
      // The Vietnamese bet types are not offered on the SEA sheets.
      expect(screen.queryByLabelText('DE 4D (Malaysia, Singapore)')).toBeNull();
      await user.clear(input);
      await user.type(input, '400');
      const form = input.closest('form')!;
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Odds saved')).toBeInTheDocument();
      const sent = api.calls.find((c) => c.method === 'PATCH');
      expect(sent?.body).toEqual({
        odds: { north: {}, south: {}, '4d': { D4_BIG: '400' }, thai: {} },
      });
    },
  );
});

describe('the lottery screen: the draws table', () => {
  it(
    'filters by status, by daily or fast draws and by one game of those',
    { timeout: 30_000 },
    async () => {
      const api = await openLottery();
      const user = userEvent.setup();
      const drawsAsked = () =>
        api.calls.filter((c) => c.method === 'GET' && c.path.endsWith('/lottery/draws'));
      const lastQuery = async () => {
        // The table asks again for each change: wait on the call, not on a time.
        await vi.waitFor(() => expect(drawsAsked().length).toBeGreaterThan(0));
        return new URL(`http://x${drawsAsked().at(-1)!.query}`).searchParams;
      };
      const mode = await screen.findByLabelText('Draws', {}, { timeout: 15_000 });
      const game = screen.getByLabelText('Lottery', { selector: 'select' });
      // Both games are offered (once listed) until a kind of draw is chosen.
      await within(game).findByRole('option', { name: 'Siêu tốc 1 phút' });
      expect(
        within(game)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All lotteries', 'Hồ Chí Minh', 'Siêu tốc 1 phút']);
      await user.selectOptions(game, '301');
      await vi.waitFor(async () => expect((await lastQuery()).get('gameId')).toBe('301'));
      // Fast rooms: the provincial game is no longer offered, nor kept.
      await user.selectOptions(mode, 'entertainment');
      expect(
        within(game)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All lotteries', 'Siêu tốc 1 phút']);
      await vi.waitFor(async () => {
        const q = await lastQuery();
        expect(q.get('drawMode')).toBe('entertainment');
        expect(q.has('gameId')).toBe(false);
      });
      await user.selectOptions(game, '1101');
      await user.selectOptions(screen.getByLabelText('Status', { selector: 'select' }), 'settled');
      await vi.waitFor(async () => {
        const q = await lastQuery();
        expect(Object.fromEntries(q)).toMatchObject({
          status: 'settled',
          drawMode: 'entertainment',
          gameId: '1101',
          pageNo: '1',
        });
      });
    },
  );
});
