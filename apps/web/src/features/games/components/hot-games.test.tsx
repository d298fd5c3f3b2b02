import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { announcementList, buildAnnouncement } from '../../../testing/home-factories.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { buildGame, buildVendorConfig } from '../testing/fake-games.ts';

configure({ asyncUtilTimeout: 5000 });

/** 42 hot games, answered page by page as the server does (a short page is the last). */
const HOT = Array.from({ length: 42 }, (_, i) =>
  buildGame({ nodeId: `BGS-H${i + 1}`, gameName: `Hot ${i + 1}`, isHot: true }),
);

function hotApi() {
  return {
    '/wps/relay/GCSGAME_getVassGameType': { value: buildVendorConfig() },
    '/wps/game/hot': (url: URL) => {
      const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 100);
      return { value: HOT.slice((pageNo - 1) * pageSize, pageNo * pageSize) };
    },
    '/wps/content/announcements': {
      value: announcementList([
        buildAnnouncement({ title: 'Ra mắt Xổ số nhanh 1 phút', groupName: 'hot' }),
        buildAnnouncement({ title: 'Nạp tiền nhanh bằng VietQR' }),
      ]),
    },
  };
}

describe('/m/hot (spec §2 "Hot games", §9 hot page 25)', { timeout: 30_000 }, () => {
  it('asks for 25 hot games at a time and appends the next page', async () => {
    const app = renderApp({ path: '/m/hot', api: hotApi() });
    const grid = await screen.findByTestId('hot-games-grid');
    await waitFor(() => expect(within(grid).getAllByTestId('game-tile')).toHaveLength(25));
    const first = Object.fromEntries(app.api.callsTo('/wps/game/hot')[0]!.url.searchParams);
    expect(first).toMatchObject({ pageNo: '1', pageSize: '25' });

    await app.user.click(screen.getByTestId('hot-games-more'));
    await waitFor(() =>
      expect(within(screen.getByTestId('hot-games-grid')).getAllByTestId('game-tile')).toHaveLength(
        42,
      ),
    );
    const pages = app.api.callsTo('/wps/game/hot').map((c) => c.url.searchParams.get('pageNo'));
    expect(pages).toEqual(['1', '2']);
    expect(screen.queryByTestId('hot-games-more')).not.toBeInTheDocument();
    expect(screen.getByTestId('hot-games-end')).toBeInTheDocument();
  });

  it('shows the announcements of the hot page above the tiles', async () => {
    const app = renderApp({ path: '/m/hot', api: hotApi() });
    const bar = await screen.findByTestId('page-announcements');
    await waitFor(() => expect(bar).toHaveTextContent('Ra mắt Xổ số nhanh 1 phút'));
    expect(bar).toHaveTextContent('Nạp tiền nhanh bằng VietQR');
    const call = app.api.callsTo('/wps/content/announcements')[0]!.url.searchParams;
    expect(call.get('types')).toBe('PL');
    expect(call.get('groupName')).toBe('m_hot');
    const grid = await screen.findByTestId('hot-games-grid');
    expect(bar.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
