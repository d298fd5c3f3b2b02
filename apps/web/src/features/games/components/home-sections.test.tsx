import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { STRIP_FIRST_TILES } from './game-grid.tsx';
import { buildGame, buildGamePage, buildVendorConfig } from '../testing/fake-games.ts';

// The whole site renders for each test: give a busy machine time to load the lazy pages.
configure({ asyncUtilTimeout: 5000 });

function lobby(gamesInCategory = 3) {
  return {
    '/wps/relay/GCSGAME_getVassGameType': { value: buildVendorConfig() },
    '/wps/game/list': (url: URL) => ({
      value: buildGamePage(1, Number(url.searchParams.get('pageSize')), gamesInCategory),
    }),
    '/wps/game/hot': { value: [buildGame({ isHot: true })] },
  };
}

/** Every section is on screen at once (jsdom lays nothing out). */
class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe('home lobby (spec §2 Home)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
  });

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

  const tilesOf = (category: string) =>
    within(screen.getByTestId(`home-section-${category}`)).queryAllByTestId('game-tile');

  it('draws a section of 29 games in its first columns, the rest once its strip is scrolled, touched or focused', async () => {
    renderApp({ api: lobby(29) });
    for (const category of ['RNG', 'LIVE', 'FISH']) {
      await waitFor(() => expect(tilesOf(category)).toHaveLength(STRIP_FIRST_TILES));
    }
    expect(STRIP_FIRST_TILES).toBeLessThan(29);

    const strip = (category: string) => tilesOf(category)[0]!.parentElement!;
    fireEvent.scroll(strip('RNG'));
    await waitFor(() => expect(tilesOf('RNG')).toHaveLength(29));
    fireEvent.pointerDown(strip('LIVE'));
    await waitFor(() => expect(tilesOf('LIVE')).toHaveLength(29));
    // a keyboard reaches every game: the first tile's focus draws the rest
    within(screen.getByTestId('home-section-FISH')).getAllByTestId('game-tile-open')[0]!.focus();
    await waitFor(() => expect(tilesOf('FISH')).toHaveLength(29));
    // the sections nobody moved keep their first columns
    expect(tilesOf('PVP')).toHaveLength(STRIP_FIRST_TILES);
  });
});

describe('home sections off screen', { timeout: 30_000 }, () => {
  it('ask for their games only when they come near the viewport', async () => {
    const app = renderApp({ api: lobby() });
    await waitFor(() =>
      expect(screen.getByTestId('home-sections').querySelectorAll('section')).toHaveLength(8),
    );
    // jsdom's observer never reports an intersection: nothing is on screen, nothing is asked.
    expect(app.api.callsTo('/wps/game/list')).toHaveLength(0);
    expect(app.api.callsTo('/wps/game/hot')).toHaveLength(0);
  });

  it('hold their place with still tiles while their games are not asked for', async () => {
    renderApp({ api: lobby() });
    const sections = await screen.findByTestId('home-sections');
    await waitFor(() => expect(sections.querySelectorAll('section')).toHaveLength(8));
    const skeletons = () => [...sections.querySelectorAll('.game-tile--skeleton')];
    // Out of sight, nothing asked for: no tile moves (an endless shimmer would draw frames and
    // send the page animation events for as long as nobody scrolls there).
    await waitFor(() => expect(skeletons()).toHaveLength(8 * 6));
    expect(skeletons().filter((tile) => !tile.classList.contains('is-still'))).toEqual([]);
  });

  it('shimmer while the games they asked for are on their way', async () => {
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    let answer: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    renderApp({
      api: {
        ...lobby(),
        '/wps/game/list': async (url: URL) => {
          await arrived;
          return { value: buildGamePage(1, Number(url.searchParams.get('pageSize')), 3) };
        },
      },
    });
    const rng = await screen.findByTestId('home-section-RNG');
    await waitFor(() => expect(rng.querySelectorAll('.game-tile--skeleton')).toHaveLength(6));
    for (const tile of rng.querySelectorAll('.game-tile--skeleton')) {
      expect(tile).not.toHaveClass('is-still');
    }
    answer();
    await waitFor(() => expect(within(rng).getAllByTestId('game-tile')).toHaveLength(3));
  });
});
