import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  ERROR_CODES,
  getOriginalsStateEndpoint,
  OriginalsPlayValueSchema,
  OriginalsStateSchema,
  playOriginalsRoundEndpoint,
  type ErrorCode,
} from '@app/contracts';
import { formatMoney } from '@app/client/format';
import { buildSession } from '../../../testing/factories.ts';
import type { FakeHandler } from '../../../testing/fake-api.ts';
import { t } from '../../../testing/form-queries.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { errorMessage } from '../../../lib/i18n.ts';
import { readGameSession, writeGameSession } from '../lib/game-session.ts';

/** The game state and a played round, from the endpoints' examples parsed through their schemas. */
const state = OriginalsStateSchema.parse(getOriginalsStateEndpoint.examples.response);
const played = OriginalsPlayValueSchema.parse(playOriginalsRoundEndpoint.examples.response);

/** The dice game of a member who already has a game session in this tab. */
function renderDice(play: FakeHandler) {
  writeGameSession('dice', {
    sessionToken: 'session-token-1',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  return renderApp({
    path: '/m/originals/dice',
    session: buildSession(),
    api: {
      '/wps/originals/state': { value: state },
      '/wps/originals/rounds': { value: [] },
      '/wps/originals/play': play,
    },
  });
}

const playBodies = (app: ReturnType<typeof renderApp>) =>
  app.api
    .callsTo('/wps/originals/play')
    .map((c) => JSON.parse(String(c.init?.body)) as { stake: string });

describe('in-house game screen (/m/originals/:gameCode)', () => {
  it(
    'plays a round at the stake shown and takes the new balance',
    { timeout: 20_000 },
    async () => {
      const app = renderDice(() => ({ value: played }));
      expect(await screen.findByTestId('game-balance')).toHaveTextContent(
        formatMoney(state.balance),
      );
      await app.user.click(screen.getByTestId('play-button'));

      await waitFor(() =>
        expect(screen.getByTestId('game-balance')).toHaveTextContent(formatMoney(played.balance)),
      );
      expect(screen.getByTestId('round-result')).toHaveTextContent(
        t('originals.won', { amount: formatMoney(played.round.payout) }),
      );
      expect(playBodies(app)).toEqual([expect.objectContaining({ stake: '10.00' })]);
    },
  );

  it(
    'checks the stake before playing, and shows a refused round in the words of its error code',
    { timeout: 20_000 },
    async () => {
      const refusal: ErrorCode = 'originals.insufficient_funds';
      const app = renderDice(() => ({ error: refusal }));
      const stake = await screen.findByTestId('stake-input');
      await app.user.clear(stake);
      await app.user.type(stake, '20000');
      await app.user.click(screen.getByTestId('play-button'));
      expect(screen.getByTestId('game-error')).toHaveTextContent(
        t('originals.errors.stakeMax', { max: formatMoney(state.maxStake) }),
      );
      expect(playBodies(app)).toHaveLength(0);

      await app.user.clear(stake);
      await app.user.type(stake, '100');
      await app.user.click(screen.getByTestId('play-button'));
      await waitFor(() =>
        expect(screen.getByTestId('game-error')).toHaveTextContent(errorMessage(refusal)),
      );
      expect(screen.getByTestId('game-error')).not.toHaveTextContent(ERROR_CODES[refusal].message);
      expect(screen.getByTestId('game-balance')).toHaveTextContent(formatMoney(state.balance));
    },
  );

  it('goes back to the launch when the game session has expired', { timeout: 20_000 }, async () => {
    const app = renderDice(() => ({ error: 'originals.session_expired' }));
    await screen.findByTestId('game-balance');
    await app.user.click(screen.getByTestId('play-button'));

    expect(await screen.findByTestId('originals-blocked')).toHaveTextContent(
      t('originals.openFromLobby'),
    );
    expect(readGameSession('dice')).toBeNull();
  });
});
