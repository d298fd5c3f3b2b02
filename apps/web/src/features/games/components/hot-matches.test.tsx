import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HotMatchListSchema } from '@app/contracts';
import { buildSession } from '../../../testing/factories.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// The page's code loads on first visit; give it time on a busy machine.
const SLOW = { timeout: 8000 };

const hot = HotMatchListSchema.parse({
  vendor: 'VSB',
  gameId: '7001',
  nodeId: 'VSB-7001',
  list: [
    {
      matchId: 'VSB-20261125-0',
      league: 'V.League 1',
      home: 'Hà Nội FC',
      away: 'Hải Phòng',
      kickoff: '2026-11-25T11:00:00.000Z',
      odds: { home: '1.95', draw: '3.30', away: '3.60' },
    },
    {
      matchId: 'VSB-20261125-1',
      league: 'Premier League',
      home: 'Arsenal',
      away: 'Chelsea',
      kickoff: '2026-11-25T13:30:00.000Z',
      odds: { home: '2.05', draw: '3.40', away: '3.20' },
    },
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('hot matches (spec §2, §7)', () => {
  it('sends a visitor to the login page', async () => {
    const app = renderApp({ path: '/m/sports' });
    await app.user.click(await screen.findByTestId('hot-matches-open', undefined, SLOW));
    expect(await screen.findByTestId('login-form', undefined, SLOW)).toBeInTheDocument();
  });

  it('lists each match with league, teams, kick-off and odds; a tap opens the vendor at the match', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const app = renderApp({
      path: '/m/sports',
      session: buildSession(),
      api: {
        '/wps/game/hot-matches': { value: hot },
        '/wps/game/launchGame': {
          value: {
            url: '/sandbox/vendor/VSB/play?match=VSB-20261125-1',
            expiresAt: '2026-11-25T00:00:00Z',
          },
        },
      },
    });
    await app.user.click(await screen.findByTestId('hot-matches-open', undefined, SLOW));
    const popup = await screen.findByTestId('hot-matches');
    const rows = await within(popup).findAllByTestId('hot-match');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('V.League 1');
    expect(rows[0]).toHaveTextContent('Hà Nội FC');
    expect(rows[0]).toHaveTextContent('25/11/2026 18:00');
    expect(rows[0]).toHaveTextContent('1.95');
    await app.user.click(rows[1]!);
    const launch = app.api.callsTo('/wps/game/launchGame')[0]!;
    expect(Object.fromEntries(launch.url.searchParams)).toMatchObject({
      category: 'SPORTS',
      vendor: 'VSB',
      gameId: '7001',
      matchId: 'VSB-20261125-1',
    });
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/sandbox/vendor/VSB/play?match=VSB-20261125-1'),
    );
  });
});
