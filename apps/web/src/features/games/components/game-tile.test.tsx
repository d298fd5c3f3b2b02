import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import { i18n } from '../../../lib/translation.ts';
import { ERROR_CODES } from '@app/contracts';
import { errorMessage } from '../../../lib/i18n.ts';
import { buildSession } from '../../../testing/factories.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { buildGame, buildVendorConfig } from '../testing/fake-games.ts';

// The whole site renders for each test: give a busy machine time to load the lazy pages.
configure({ asyncUtilTimeout: 5000 });

const t = (key: string) => i18n.t(key);

function hotPage(games = [buildGame({ isHot: true, gameName: 'Lucky Koi' })]) {
  return {
    '/wps/relay/GCSGAME_getVassGameType': { value: buildVendorConfig() },
    '/wps/game/hot': { value: games },
  };
}

describe('game tile (spec §2)', { timeout: 30_000 }, () => {
  it('shows the art, the Hot or New tag and the provider; a broken image falls back', async () => {
    renderApp({
      path: '/m/hot',
      api: hotPage([
        buildGame({ isHot: true, vassalage: 'JL', gameName: 'Hot one' }),
        buildGame({ isNew: true, gameName: 'New one' }),
        buildGame({ gameType: 'LOTT', vassalage: 'LOTT', gameName: 'Lottery one' }),
      ]),
    });
    const tiles = await screen.findAllByTestId('game-tile');
    const [hot, fresh, lottery] = tiles.map((tile) => within(tile));
    expect(hot!.getByTestId('game-tile-tag')).toHaveTextContent(t('games.tag.hot'));
    expect(hot!.getByTestId('game-tile-provider')).toHaveTextContent('JL');
    expect(fresh!.getByTestId('game-tile-tag')).toHaveTextContent(t('games.tag.new'));
    // spec §2: no favourite star on lottery games.
    expect(hot!.getByTestId('game-tile-fav')).toBeInTheDocument();
    expect(lottery!.queryByTestId('game-tile-fav')).not.toBeInTheDocument();

    const img = tiles[0]!.querySelector('img')!;
    expect(img).toHaveAttribute('src', expect.stringContaining('/wps/media/game/'));
    fireEvent.error(img);
    expect(hot!.getByTestId('game-tile-fallback')).toBeInTheDocument();
  });

  it('sends a visitor who taps the star or the game to /m/login', async () => {
    const app = renderApp({ path: '/m/hot', api: hotPage() });
    await app.user.click(await screen.findByTestId('game-tile-fav'));
    await waitFor(() => expect(app.pathname()).toBe('/m/login'));
    expect(app.api.callsTo('/wps/game/favourite')).toHaveLength(0);
  });

  it('shows the launch failure in a toast, in the words of its error code', async () => {
    const app = renderApp({
      path: '/m/hot',
      session: buildSession(),
      api: { ...hotPage(), '/wps/game/launchGame': { error: 'game.vendor_disabled' } },
    });
    await app.user.click(await screen.findByTestId('game-tile-open'));
    await waitFor(() => expect(app.api.callsTo('/wps/game/launchGame')).toHaveLength(1));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(errorMessage('game.vendor_disabled'));
    expect(toast).not.toHaveTextContent(ERROR_CODES['game.vendor_disabled'].message);
    expect(app.pathname()).toBe('/m/hot');
  });
});

describe('favourite toggle (spec §4)', { timeout: 30_000 }, () => {
  it('adds with loading, then Change saved, and the star turns on', async () => {
    const game = buildGame({ gameName: 'Lucky Koi' });
    const app = renderApp({
      path: '/m/hot',
      session: buildSession(),
      api: {
        ...hotPage([game]),
        '/wps/game/favourite/ids': { value: { content: [], pageNum: 1, totalPages: 0 } },
        '/wps/game/favourite': (_url, init) => ({
          value: { nodeId: game.nodeId, favourite: init?.method === 'POST' },
        }),
      },
    });
    const star = await screen.findByTestId('game-tile-fav');
    await waitFor(() => expect(app.api.callsTo('/wps/game/favourite/ids')).toHaveLength(1));
    expect(
      Object.fromEntries(app.api.callsTo('/wps/game/favourite/ids')[0]!.url.searchParams),
    ).toMatchObject({ pageSize: '100' });
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await app.user.click(star);
    expect(await screen.findByText(t('games.changeSaved'))).toBeInTheDocument();
    expect(star).toHaveAttribute('aria-pressed', 'true');
    const call = app.api.callsTo('/wps/game/favourite')[0]!;
    expect(call.init?.method).toBe('POST');
    expect(JSON.parse(String(call.init?.body))).toEqual({
      nodeId: game.nodeId,
      vendor: game.vassalage,
    });

    await app.user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(app.api.callsTo('/wps/game/favourite')[1]!.init?.method).toBe('DELETE');
    // fetched once: the toggles updated the local list.
    expect(app.api.callsTo('/wps/game/favourite/ids')).toHaveLength(1);
  });

  it('removing on the favourites tab drops the game from view', async () => {
    const game = buildGame({ gameName: 'Leaving soon' });
    let favourite = true;
    const app = renderApp({
      path: '/m/gameList?gameType=RNG&type=fav',
      session: buildSession(),
      api: {
        '/wps/relay/GCSGAME_getVassGameType': { value: buildVendorConfig() },
        '/wps/game/favourite/ids': { value: { content: [game.nodeId], pageNum: 1, totalPages: 1 } },
        '/wps/game/favourite/list': () => ({
          value: { content: favourite ? [game] : [], pageNum: 1, totalPages: 1 },
        }),
        '/wps/game/favourite': () => {
          favourite = false;
          return { value: { nodeId: game.nodeId, favourite: false } };
        },
      },
    });
    const star = await screen.findByTestId('game-tile-fav');
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await app.user.click(star);
    await waitFor(() => expect(screen.queryByText('Leaving soon')).not.toBeInTheDocument());
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(t('games.list.empty.fav'));
  });

  it('a failed call only hides the loading', async () => {
    const app = renderApp({
      path: '/m/hot',
      session: buildSession(),
      api: {
        ...hotPage(),
        '/wps/game/favourite/ids': { value: { content: [], pageNum: 1, totalPages: 0 } },
        '/wps/game/favourite': { error: 'request.invalid' },
      },
    });
    const star = await screen.findByTestId('game-tile-fav');
    await app.user.click(star);
    await waitFor(() => expect(app.api.callsTo('/wps/game/favourite')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('toast')).not.toBeInTheDocument());
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });
});
