import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ERROR_CODES, type ErrorCode } from '@app/contracts';
import { formatMoney } from '@app/client/format';
import { buildSession } from '../../../testing/factories.ts';
import type { FakeAnswer, FakeHandler } from '../../../testing/fake-api.ts';
import { t } from '../../../testing/form-queries.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { errorMessage } from '../../../lib/i18n.ts';
import {
  buildBetPage,
  buildHistoryPage,
  buildLotteryGameDetail,
  buildLotteryWallet,
  buildOpenDraw,
  buildPlacedBets,
  buildSeaGameDetail,
  FOUR_D_SHEET,
} from '../testing/fake-lottery.ts';

const CURRENT = '20261124';

/**
 * The betting page of the Northern lottery for a signed-in member with `balance`; `placeBets`
 * answers POST /wps/lottery/bets (the GET lists the member's bets: none).
 */
function renderBettingPage({
  balance = '500000.00',
  detail = buildLotteryGameDetail(),
  placeBets = () => ({ error: 'lottery.not_on_sale' }),
  history = buildHistoryPage(),
}: {
  balance?: string;
  detail?: ReturnType<typeof buildLotteryGameDetail>;
  placeBets?: FakeHandler;
  history?: ReturnType<typeof buildHistoryPage>;
} = {}) {
  const bets: FakeHandler = (url, init) =>
    init?.method === 'POST' ? placeBets(url, init) : { value: buildBetPage() };
  return renderApp({
    path: '/m/launchGame?gameId=101',
    session: buildSession(),
    api: {
      '/wps/lottery/game': { value: detail },
      '/wps/wallet': { value: buildLotteryWallet(balance) },
      '/wps/lottery/bets': bets,
      '/wps/lottery/history': { value: history },
    },
  });
}

const slip = () => screen.getByTestId('lottery-slip');
const slipText = (testId: string) => within(slip()).getByTestId(testId);
const placedBodies = (app: ReturnType<typeof renderApp>) =>
  app.api
    .callsTo('/wps/lottery/bets')
    .filter((c) => c.init?.method === 'POST')
    .map((c) => JSON.parse(String(c.init?.body)) as { requestId: string; numero: string });

describe('betting page (spec §2 /m/launchGame, lottery)', () => {
  it(
    'builds the slip from the numbers picked: tickets, the total at the stake per number, the balance check',
    { timeout: 20_000 },
    async () => {
      const app = renderBettingPage({ balance: '500000.00' });
      await screen.findByTestId('lottery-betting');
      // Lô 2 số comes first; with no stake typed the slip counts the minimum stake per number.
      expect(screen.getByTestId('lottery-bet-type-LO2')).toHaveAttribute('aria-pressed', 'true');
      expect(slipText('lottery-slip-numbers')).toHaveTextContent(t('lottery.bet.pickNumbers'));
      expect(screen.getByTestId('lottery-place')).toBeDisabled();

      await app.user.click(screen.getByTestId('lottery-num-27'));
      await app.user.click(screen.getByTestId('lottery-num-72'));
      expect(slipText('lottery-slip-numbers')).toHaveTextContent('27, 72');
      expect(slipText('lottery-slip-tickets')).toHaveTextContent('2');
      expect(slipText('lottery-slip-total')).toHaveTextContent(formatMoney('2000.00'));
      expect(screen.getByTestId('lottery-place')).toBeEnabled();

      await app.user.type(screen.getByTestId('lottery-stake'), '5000');
      expect(slipText('lottery-slip-total')).toHaveTextContent(formatMoney('10000.00'));

      // 2 × 300,000 is more than the 500,000 in the wallet: the slip says so and cannot be placed.
      await app.user.clear(screen.getByTestId('lottery-stake'));
      await app.user.type(screen.getByTestId('lottery-stake'), '300000');
      expect(slipText('lottery-slip-total')).toHaveTextContent(formatMoney('600000.00'));
      expect(screen.getByTestId('lottery-slip-problem')).toHaveAttribute('data-problem', 'balance');
      expect(screen.getByTestId('lottery-slip-problem')).toHaveTextContent(
        t('lottery.bet.problems.balance'),
      );
      expect(screen.getByTestId('lottery-place')).toBeDisabled();

      // A xiên is one ticket for the whole combination; another type starts its numbers afresh.
      await app.user.click(screen.getByTestId('lottery-bet-type-XIEN2'));
      expect(slipText('lottery-slip-numbers')).toHaveTextContent(t('lottery.bet.pickNumbers'));
      await app.user.clear(screen.getByTestId('lottery-stake'));
      await app.user.type(screen.getByTestId('lottery-stake'), '5000');
      await app.user.click(screen.getByTestId('lottery-num-12'));
      await app.user.click(screen.getByTestId('lottery-num-34'));
      expect(slipText('lottery-slip-tickets')).toHaveTextContent('1');
      expect(slipText('lottery-slip-total')).toHaveTextContent(formatMoney('5000.00'));
      expect(placedBodies(app)).toHaveLength(0);
    },
  );

  it(
    'shows a refused slip in the words of its error code, never the server’s message, and retries as a new request',
    { timeout: 20_000 },
    async () => {
      const refusal: ErrorCode = 'lottery.not_on_sale';
      const app = renderBettingPage({ placeBets: (): FakeAnswer => ({ error: refusal }) });
      await screen.findByTestId('lottery-betting');
      await app.user.click(screen.getByTestId('lottery-num-27'));
      await app.user.click(screen.getByTestId('lottery-place'));

      const error = await screen.findByTestId('lottery-place-error');
      expect(error).toHaveAttribute('role', 'alert');
      expect(error).toHaveAttribute('data-code', refusal);
      expect(error).toHaveTextContent(errorMessage(refusal));
      expect(errorMessage(refusal)).not.toBe(ERROR_CODES[refusal].message);
      expect(error).not.toHaveTextContent(ERROR_CODES[refusal].message);
      // Nothing was charged: the slip keeps its numbers for another try.
      expect(slipText('lottery-slip-numbers')).toHaveTextContent('27');

      await app.user.click(screen.getByTestId('lottery-place'));
      await waitFor(() => expect(placedBodies(app)).toHaveLength(2));
      const [first, second] = placedBodies(app);
      expect(second!.requestId).not.toBe(first!.requestId);
    },
  );

  it(
    'places the slip on the chosen draw, says so, and clears the slip',
    { timeout: 20_000 },
    async () => {
      const app = renderBettingPage({
        placeBets: (_url, init) => {
          const body = JSON.parse(String(init?.body)) as {
            numero: string;
            bets: { betType: 'LO2'; numbers: string[]; stake: string }[];
          };
          const bet = body.bets[0]!;
          return {
            value: buildPlacedBets({
              numero: body.numero,
              betType: bet.betType,
              numbers: bet.numbers,
              stake: bet.stake,
              balance: '498000.00',
            }),
          };
        },
      });
      await screen.findByTestId('lottery-betting');
      await app.user.click(screen.getByTestId('lottery-num-27'));
      await app.user.click(screen.getByTestId('lottery-num-72'));
      await app.user.click(screen.getByTestId('lottery-place'));

      const ok = await screen.findByTestId('lottery-place-ok');
      expect(ok).toHaveAttribute('role', 'status');
      expect(ok).toHaveTextContent(
        t('lottery.bet.placed', { count: 2, total: formatMoney('2000.00'), numero: CURRENT }),
      );
      expect(slipText('lottery-slip-numbers')).toHaveTextContent(t('lottery.bet.pickNumbers'));
      expect(slipText('lottery-slip-tickets')).toHaveTextContent('0');
      expect(screen.getByTestId('lottery-num-27')).toHaveAttribute('aria-pressed', 'false');
      const [body] = placedBodies(app);
      expect(body).toEqual({
        gameId: '101',
        numero: CURRENT,
        requestId: expect.stringMatching(/^[0-9a-f]{24}$/),
        bets: [{ betType: 'LO2', numbers: ['27', '72'], stake: '1000.00' }],
      });
    },
  );

  it(
    'takes no bet on a draw whose sale has closed, and takes them on the next draw',
    { timeout: 20_000 },
    async () => {
      const next = '20261125';
      const app = renderBettingPage({
        detail: buildLotteryGameDetail({
          game: { isSale: false },
          openDraws: [
            buildOpenDraw({ numero: CURRENT }),
            buildOpenDraw({
              drawId: 178,
              numero: next,
              status: 'scheduled',
              openAt: '2026-11-24T11:15:00.000Z',
              closeAt: '2026-11-25T11:10:00.000Z',
              drawAt: '2026-11-25T11:15:00.000Z',
            }),
          ],
        }),
      });
      await screen.findByTestId('lottery-betting');
      expect(screen.getByTestId('lottery-locked')).toHaveTextContent(t('lottery.bet.locked'));
      await app.user.click(screen.getByTestId('lottery-num-27'));
      expect(slipText('lottery-slip-total')).toHaveTextContent(formatMoney('1000.00'));
      expect(screen.getByTestId('lottery-place')).toBeDisabled();

      await app.user.click(screen.getByTestId(`lottery-draw-option-${next}`));
      expect(screen.getByTestId(`lottery-draw-option-${next}`)).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(screen.queryByTestId('lottery-locked')).not.toBeInTheDocument();
      expect(screen.getByTestId('lottery-place')).toBeEnabled();
      expect(placedBodies(app)).toHaveLength(0);
    },
  );

  it(
    'offers a 4D game its own bet types, 4-digit numbers typed in, and the sheet by its prize names',
    { timeout: 20_000 },
    async () => {
      const detail = buildSeaGameDetail();
      const drawn = buildOpenDraw({
        ...detail.openDraws[0],
        numero: '20261122',
        status: 'settled',
        winningNumber: FOUR_D_SHEET,
        levels: detail.game.previousLevels,
        resultSource: 'demo',
      });
      const app = renderBettingPage({ detail, history: buildHistoryPage([drawn]) });
      await screen.findByTestId('lottery-betting');
      const types = within(screen.getByTestId('lottery-bet-types'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('data-testid'));
      expect(types).toEqual([
        'lottery-bet-type-D4_BIG',
        'lottery-bet-type-D4_SMALL',
        'lottery-bet-type-D3_ABC',
        'lottery-bet-type-D2_FIRST',
      ]);
      expect(screen.getByTestId('lottery-bet-type-D4_BIG')).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByTestId('lottery-odds-D4_BIG')).toHaveTextContent('350');
      expect(screen.getByText(t('lottery.betRules.D4_BIG'))).toBeInTheDocument();
      expect(screen.getByTestId('lottery-picker')).toHaveAttribute('data-digits', '4');

      await app.user.type(screen.getByTestId('lottery-number-entry'), '1234 7 12345');
      await app.user.click(screen.getByTestId('lottery-number-add'));
      // Short numbers are padded (7 → 0007); a fifth digit is refused.
      expect(slipText('lottery-slip-numbers')).toHaveTextContent('1234, 0007');
      expect(screen.getByRole('alert')).toHaveTextContent('12345');
      expect(slipText('lottery-slip-total')).toHaveTextContent(formatMoney('2000.00'));

      // The last result: the 1st prize beside the draw, the sheet by the 4D prize names.
      const item = await screen.findByTestId('lottery-draw-1203-20261122');
      expect(within(item).getByText('1234')).toHaveClass('lottery-ball--special');
      await app.user.click(within(item).getByRole('button'));
      const rows = within(item)
        .getAllByRole('row')
        .map((r) => within(r).getByRole('rowheader').textContent);
      expect(rows).toEqual(
        ['G1', 'G2', 'G3', 'G4', 'G5'].map((level) => t(`lottery.seaLevels.4d.${level}`)),
      );
    },
  );
});
