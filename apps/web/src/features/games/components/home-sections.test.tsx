import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { buildGame, buildGamePage, buildVendorConfig } from '../testing/fake-games.ts';

function lobby() {
  return {
    '/wps/relay/GCSGAME_getVassGameType': { value: buildVendorConfig() },
    '/wps/game/list': (url: URL) => ({
      value: buildGamePage(1, Number(url.searchParams.get('pageSize')), 3),
    }),
    '/wps/game/hot': { value: [buildGame({ isHot: true })] },
  };
}

describe('home lobby (spec §2 Home)', () => {
  it('lists the category tabs: HOT, RNG, then the sorting without ELOTT, LOTT and RNG', async () => {
    renderApp({ api: lobby() });
    const menu = await screen.findByTestId('home-tab-menu');
    await waitFor(() => expect(within(menu).getAllByRole('link')).toHaveLength(7));
    const tabs = within(menu).getAllByRole('link');
    expect(tabs.map((a) => a.getAttribute('href'))).toEqual([
      '/m/hot',
      '/m/rng',
      '/m/inhouse',
      '/m/live',
      '/m/pvp',
      '/m/cockfight',
      '/m/fish',
    ]);
  });

  it('shows HOT first, then a section per category except ELOTT, 29 games each', async () => {
    const app = renderApp({ api: lobby() });
    const sections = await screen.findByTestId('home-sections');
    await waitFor(() => expect(sections.querySelectorAll('section')).toHaveLength(8));
    const ids = [...sections.querySelectorAll('section')].map((s) => s.dataset.testid);
    expect(ids).toEqual([
      'home-section-HOT',
      'home-section-RNG',
      'home-section-INHOUSE',
      'home-section-LOTT',
      'home-section-LIVE',
      'home-section-PVP',
      'home-section-COCKFIGHT',
      'home-section-FISH',
    ]);
    expect(screen.getByTestId('home-section-more-LOTT')).toHaveAttribute('href', '/m/lott');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('home-section-RNG')).getAllByTestId('game-tile'),
      ).toHaveLength(3),
    );
    const hot = app.api.callsTo('/wps/game/hot')[0]!;
    expect(hot.url.searchParams.get('pageSize')).toBe('29');
    for (const call of app.api.callsTo('/wps/game/list')) {
      expect(call.url.searchParams.get('pageSize')).toBe('29');
    }
    expect(
      app.api.callsTo('/wps/game/list').map((c) => c.url.searchParams.get('gameType')),
    ).not.toContain('ELOTT');
  });
});
