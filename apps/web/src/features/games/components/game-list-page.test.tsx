import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within, configure } from '@testing-library/react';
import { i18n } from '../../../lib/translation.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { buildSession } from '../../../testing/factories.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { buildGame, buildGamePage, buildVendorConfig } from '../testing/fake-games.ts';
import { SearchField } from './game-list-controls.tsx';

// The whole site renders for each test: give a busy machine time to load the lazy pages.
configure({ asyncUtilTimeout: 5000 });

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** The fake catalogue: 83 BGS slots (two pages of 50), 10 of anything else. */
function catalogue(extra: Record<string, unknown> = {}) {
  return {
    '/wps/relay/GCSGAME_getVassGameType': { value: buildVendorConfig() },
    '/wps/game/list': (url: URL) => {
      const pageNo = Number(url.searchParams.get('pageNo'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const total = url.searchParams.get('vassalage') === 'BGS' ? 83 : 10;
      return { value: buildGamePage(pageNo, pageSize, total) };
    },
    '/wps/game/hot': { value: [buildGame({ isHot: true })] },
    ...extra,
  };
}

const listCalls = (app: ReturnType<typeof renderApp>) =>
  app.api.callsTo('/wps/game/list').map((c) => Object.fromEntries(c.url.searchParams));

describe('game list (spec §2, §4)', { timeout: 30_000 }, () => {
  it('loads the first page, appends the next on "more", and stops at the last page', async () => {
    const app = renderApp({ path: '/m/gameList?gameType=RNG', api: catalogue() });
    const list = await screen.findByTestId('game-list');
    await waitFor(() => expect(within(list).getAllByTestId('game-tile')).toHaveLength(50));
    expect(listCalls(app)[0]).toMatchObject({
      gameType: 'RNG',
      pageNo: '1',
      pageSize: '50',
      vassalage: 'BGS',
      gameClassify: '',
    });
    expect(screen.getByTestId('game-list-result')).toHaveTextContent(
      t('games.gameCount', { count: 83 }),
    );

    await app.user.click(screen.getByTestId('game-list-more'));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(83));
    expect(listCalls(app).at(-1)).toMatchObject({ pageNo: '2', pageSize: '50' });
    expect(screen.queryByTestId('game-list-more')).not.toBeInTheDocument();
    expect(screen.getByTestId('game-list-end')).toBeInTheDocument();
  });

  it('a filter starts again from page 1 and replaces the tiles', async () => {
    const app = renderApp({ path: '/m/gameList?gameType=RNG', api: catalogue() });
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(50));
    await app.user.click(screen.getByTestId('game-list-more'));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(83));

    await app.user.click(screen.getByTestId('game-list-vendor-JL'));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(10));
    expect(listCalls(app).at(-1)).toMatchObject({ pageNo: '1', vassalage: 'JL' });
    expect(screen.getByTestId('game-list-vendor-name')).toHaveTextContent('JL Gaming');
  });

  it('a tab change clears the filters, and the all tab asks for page 1 with BGS again', async () => {
    const app = renderApp({
      path: '/m/gameList?gameType=RNG',
      api: catalogue(),
    });
    await screen.findAllByTestId('game-tile');
    await app.user.click(screen.getByTestId('game-classify-JP'));
    await app.user.click(screen.getByTestId('game-list-vendor-ALL'));
    await waitFor(() =>
      expect(listCalls(app).at(-1)).toMatchObject({ gameClassify: 'JP', pageNo: '1' }),
    );
    expect(listCalls(app).at(-1)).not.toHaveProperty('vassalage');
    expect(screen.getByTestId('game-filter-reset')).toBeInTheDocument();

    await app.user.click(screen.getByTestId('game-list-tab-hot'));
    await waitFor(() => expect(app.api.callsTo('/wps/game/hot')).toHaveLength(1));
    const hot = Object.fromEntries(app.api.callsTo('/wps/game/hot')[0]!.url.searchParams);
    expect(hot).toMatchObject({ gameType: 'RNG', vassalage: 'BGS', pageSize: '25' });
    expect(screen.queryByTestId('game-filter-name')).not.toBeInTheDocument();

    const before = listCalls(app).length;
    await app.user.click(screen.getByTestId('game-list-tab-all'));
    await screen.findAllByTestId('game-tile');
    await waitFor(() => expect(listCalls(app).length).toBeGreaterThan(before));
    expect(listCalls(app)[before]).toMatchObject({
      pageNo: '1',
      vassalage: 'BGS',
      gameClassify: '',
    });
    expect(screen.getByTestId('game-list-vendor-BGS')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('game-classify-ALL')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('game-filter-name')).toHaveValue('');
  });

  it('asks again in the new language after a language change', async () => {
    const app = renderApp({ path: '/m/gameList?gameType=RNG', api: catalogue() });
    await screen.findAllByTestId('game-tile');
    expect(listCalls(app)[0]).toMatchObject({ language: 'TY' });
    await act(() => changeLanguage('EN'));
    await waitFor(() =>
      expect(listCalls(app).at(-1)).toMatchObject({ language: 'EN', pageNo: '1' }),
    );
  });

  it('sends a visitor from the favourites and recent tabs to /m/login', async () => {
    const app = renderApp({ path: '/m/gameList?gameType=RNG', api: catalogue() });
    await screen.findAllByTestId('game-tile');
    await app.user.click(screen.getByTestId('game-list-tab-fav'));
    await waitFor(() => expect(app.pathname()).toBe('/m/login'));
  });

  it('shows a member the favourites tab from the favourites list', async () => {
    const fav = buildGame({ gameName: 'My favourite' });
    const app = renderApp({
      path: '/m/gameList?gameType=RNG',
      session: buildSession(),
      api: catalogue({
        '/wps/game/favourite/ids': { value: { content: [fav.nodeId], pageNum: 1, totalPages: 1 } },
        '/wps/game/favourite/list': { value: { content: [fav], pageNum: 1, totalPages: 1 } },
      }),
    });
    await screen.findAllByTestId('game-tile');
    await app.user.click(screen.getByTestId('game-list-tab-fav'));
    const tile = await screen.findByText('My favourite');
    expect(tile).toBeInTheDocument();
    const call = app.api.callsTo('/wps/game/favourite/list')[0]!;
    expect(Object.fromEntries(call.url.searchParams)).toMatchObject({
      gameType: 'RNG',
      vendor: 'BGS',
      pageNo: '1',
      pageSize: '25',
    });
  });

  it('shows the empty state when nothing matches', async () => {
    renderApp({
      path: '/m/gameList?gameType=FISH',
      api: catalogue({ '/wps/game/list': { value: buildGamePage(1, 25, 0) } }),
    });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(t('games.list.empty.all'));
    // The slots-only controls are absent on FISH.
    expect(screen.queryByTestId('game-list-vendor-ALL')).not.toBeInTheDocument();
    expect(screen.queryByTestId('game-classify-NEW')).not.toBeInTheDocument();
  });
});

describe('network failures (spec §8 "Loading failed, click to retry")', { timeout: 30_000 }, () => {
  it('a search that fails on the network offers a retry instead of loading for good', async () => {
    let online = false;
    const app = renderApp({
      path: '/m/gameList?gameType=FISH',
      api: catalogue({
        '/wps/game/list': (url: URL) =>
          url.searchParams.get('gameName') && !online
            ? { networkError: true }
            : { value: buildGamePage(1, 25, 10) },
      }),
    });
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(10));
    await app.user.type(screen.getByTestId('game-filter-name'), 'rong{Enter}');
    const retry = await screen.findByTestId('load-failed');
    expect(retry).toHaveTextContent(t('errors.loadFailed'));
    expect(screen.getByTestId('game-list-result')).not.toHaveTextContent(t('games.loading'));
    online = true;
    await app.user.click(retry);
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(10));
    expect(screen.queryByTestId('load-failed')).not.toBeInTheDocument();
  });

  it('a next page that fails offers a retry of that page', async () => {
    let fail = true;
    const app = renderApp({
      path: '/m/gameList?gameType=RNG',
      api: catalogue({
        '/wps/game/list': (url: URL) => {
          const pageNo = Number(url.searchParams.get('pageNo'));
          if (pageNo === 2 && fail) return { networkError: true };
          return { value: buildGamePage(pageNo, 50, 83) };
        },
      }),
    });
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(50));
    await app.user.click(screen.getByTestId('game-list-more'));
    const retry = await screen.findByTestId('load-failed');
    expect(screen.getAllByTestId('game-tile')).toHaveLength(50);
    fail = false;
    await app.user.click(retry);
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(83));
  });
});

describe('game-name search (spec §5)', { timeout: 30_000 }, () => {
  it('submits the trimmed name 500 ms after the last key stroke', () => {
    vi.useFakeTimers();
    try {
      const onSearch = vi.fn();
      render(<SearchField value="" onSearch={onSearch} />);
      const input = screen.getByTestId('game-filter-name');
      fireEvent.change(input, { target: { value: ' drag' } });
      act(() => vi.advanceTimersByTime(300));
      fireEvent.change(input, { target: { value: ' dragon ' } });
      act(() => vi.advanceTimersByTime(499));
      expect(onSearch).not.toHaveBeenCalledWith('drag');
      expect(onSearch).not.toHaveBeenCalledWith('dragon');
      act(() => vi.advanceTimersByTime(1));
      expect(onSearch).toHaveBeenLastCalledWith('dragon');
      expect(onSearch).not.toHaveBeenCalledWith('drag');
    } finally {
      vi.useRealTimers();
    }
  });

  it('submits at once on Enter', () => {
    vi.useFakeTimers();
    try {
      const onSearch = vi.fn();
      render(<SearchField value="" onSearch={onSearch} />);
      const input = screen.getByTestId('game-filter-name');
      fireEvent.change(input, { target: { value: 'koi  ' } });
      fireEvent.submit(input.closest('form')!);
      expect(onSearch).toHaveBeenCalledWith('koi');
    } finally {
      vi.useRealTimers();
    }
  });
});
