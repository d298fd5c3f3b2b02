import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  matchRoute,
  NavLink,
  Outlet,
  parseTo,
  RouterProvider,
  useLocation,
  useNavigation,
  useParams,
  useSearchParams,
  type RouteDef,
} from './router.tsx';

/** A page module whose loading the test finishes (or fails) when it chooses. */
function deferredPage(text: string) {
  let finish: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const loaded = new Promise<{ Component: () => ReactElement }>((resolve, reject) => {
    finish = () => resolve({ Component: () => <p>{text}</p> });
    fail = reject;
  });
  return { lazy: () => loaded, finish: () => act(async () => finish()), fail };
}

function Frame() {
  const location = useLocation();
  const navigation = useNavigation();
  return (
    <div>
      <output data-testid="where">{`${location.pathname}${location.search}`}</output>
      <output data-testid="navigation">{navigation.state}</output>
      <Link to="/m/home">home</Link>
      <NavLink to="/m/slow" end>
        slow
      </NavLink>
      <Outlet />
    </div>
  );
}

function Home() {
  const [params, setParams] = useSearchParams();
  return (
    <section>
      <p>home page {params.get('tab') ?? 'none'}</p>
      <button type="button" onClick={() => setParams({ tab: 'b' }, { replace: true })}>
        tab b
      </button>
    </section>
  );
}

function Game() {
  const { gameCode } = useParams();
  return <p>game {gameCode}</p>;
}

/**
 * Clicks and tells whether the site's handler left the browser's own navigation alone (checked
 * after it, then stopped: jsdom has none).
 */
function clickLeftToBrowser(element: HTMLElement, init: MouseEventInit = {}): boolean {
  let left = false;
  document.addEventListener(
    'click',
    (event) => {
      left = !event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  fireEvent.click(element, init);
  return left;
}

function setup(extra: RouteDef[] = [], initial = '/m/home') {
  const routes: RouteDef[] = [
    { path: '/m/home', Component: Home },
    { path: '/m/originals/:gameCode', Component: Game },
    ...extra,
    { path: '*', element: <p>not found</p> },
  ];
  const router = createMemoryRouter(
    {
      routes,
      layout: <Frame />,
      fallback: () => <p>loading the first page</p>,
      errorElement: <p>could not load</p>,
    },
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('router', () => {
  it('matches static segments without case, decodes parameters and ignores a trailing slash', () => {
    const routes: RouteDef[] = [
      { path: '/m/gameList' },
      { path: '/m/originals/:gameCode' },
      { path: '*' },
    ];
    expect(matchRoute(routes, '/m/gamelist/')?.route.path).toBe('/m/gameList');
    expect(matchRoute(routes, '/m/originals/Lucky%20Dice')?.params).toEqual({
      gameCode: 'Lucky Dice',
    });
    expect(matchRoute(routes, '/m/originals/')?.route.path).toBe('*');
    expect(matchRoute(routes, '/m/nowhere')?.route.path).toBe('*');
  });

  it('keeps the page on screen while the next page’s code loads, then shows it', async () => {
    const slow = deferredPage('slow page');
    const router = setup([{ path: '/m/slow', lazy: slow.lazy }]);
    expect(await screen.findByText('home page none')).toBeInTheDocument();
    fireEvent.click(screen.getByText('slow'));
    expect(await screen.findByText('loading')).toBeInTheDocument();
    expect(screen.getByText('home page none')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home');
    await slow.finish();
    expect(await screen.findByText('slow page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/m/slow');
    expect(screen.getByTestId('navigation')).toHaveTextContent('idle');
    expect(screen.getByText('slow')).toHaveAttribute('aria-current', 'page');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('lets a later navigation win over a page still loading', async () => {
    const slow = deferredPage('slow page');
    const router = setup([{ path: '/m/slow', lazy: slow.lazy }]);
    await screen.findByText('home page none');
    await act(async () => {
      void router.navigate('/m/slow');
      await router.navigate('/m/originals/dice');
    });
    expect(screen.getByText('game dice')).toBeInTheDocument();
    await slow.finish();
    expect(screen.getByText('game dice')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/originals/dice');
  });

  it('waits for the first page’s code, and shows the error element when code fails to load', async () => {
    const slow = deferredPage('slow page');
    const broken = deferredPage('never');
    const router = setup(
      [
        { path: '/m/slow', lazy: slow.lazy },
        { path: '/m/broken', lazy: broken.lazy },
      ],
      '/m/slow',
    );
    expect(screen.getByText('loading the first page')).toBeInTheDocument();
    await slow.finish();
    expect(await screen.findByText('slow page')).toBeInTheDocument();
    broken.fail(new Error('chunk gone'));
    await act(() => router.navigate('/m/broken'));
    expect(screen.getByText('could not load')).toBeInTheDocument();
  });

  it('replaces the entry for a link to the page on screen and for a replacing search change, and goes back', async () => {
    const router = setup([], '/m/originals/dice');
    await screen.findByText('game dice');
    fireEvent.click(screen.getByText('home'));
    await screen.findByText('home page none');
    expect(router.state.historyAction).toBe('PUSH');
    fireEvent.click(screen.getByText('home'));
    await act(async () => {});
    expect(router.state.historyAction).toBe('REPLACE');
    fireEvent.click(screen.getByText('tab b'));
    expect(await screen.findByText('home page b')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    await act(async () => {
      await router.navigate(-1);
      await Promise.resolve();
    });
    expect(await screen.findByText('game dice')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });

  it('leaves a modified click (new tab) to the browser', async () => {
    const router = setup([], '/m/originals/dice');
    await screen.findByText('game dice');
    expect(clickLeftToBrowser(screen.getByText('home'), { ctrlKey: true })).toBe(true);
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/m/originals/dice');
    expect(screen.getByText('home')).toHaveAttribute('href', '/m/home');
  });

  it('leaves a link to another site as it is', async () => {
    const router = createMemoryRouter(
      {
        routes: [
          { path: '/m/home', Component: () => <Link to="https://example.com/x?y=1">out</Link> },
        ],
        layout: <Outlet />,
        fallback: () => null,
        errorElement: null,
      },
      { initialEntries: ['/m/home'] },
    );
    render(<RouterProvider router={router} />);
    const out = await screen.findByText('out');
    expect(out).toHaveAttribute('href', 'https://example.com/x?y=1');
    expect(clickLeftToBrowser(out)).toBe(true);
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('writes no state for a fresh entry, and its index and key read as written ones would', async () => {
    const config = {
      routes: [{ path: '/m/home', Component: Home }],
      layout: <Outlet />,
      fallback: () => null,
      errorElement: null,
    };
    window.history.replaceState(null, '', '/m/home');
    const write = vi.spyOn(window.history, 'replaceState');
    try {
      const router = createBrowserRouter(config);
      expect(write).not.toHaveBeenCalled();
      expect(router.state.location.key).toBe('default');
      // A state another script left is written over with the router's own.
      window.history.replaceState({ other: true }, '');
      write.mockClear();
      createBrowserRouter(config);
      expect(write).toHaveBeenCalledWith({ usr: null, key: 'default', idx: 0 }, '');
    } finally {
      write.mockRestore();
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('parseTo', () => {
  const here = {
    pathname: '/m/gameList',
    search: '?gameType=RNG',
    hash: '',
    state: null,
    key: 'k',
  };
  const byUrl = (to: string) => {
    const url = new URL(to, `http://site${here.pathname}${here.search}`);
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  };

  it('splits a path as the URL parser does, with or without its shortcut', () => {
    for (const to of [
      '/m/home',
      '/m/gameList?gameType=RNG&pageNo=2',
      '/m/activityDetail?id=7#rules',
      '/m/help?',
      '/m/help#',
      '/m/help?#',
      '/m/a/./b',
      '/m/a/../b',
      '/m/a/%2E%2e/b',
      '/m/.',
      '/m/..?x=1',
      '/m/a.b/c..d/.e',
      '/m/search?q=a b',
      "/m/search?q=it's",
      "/m/it's",
      '/m/search?q=%20x%',
      '/m/tết',
      '/m/a\\b',
      '//evil.example/x',
      '/m/a#b#c',
      '/m/a?b?c=/d',
      '?tab=2',
      '#top',
      'member/home',
      '',
    ]) {
      expect(parseTo(to, here), to).toEqual(byUrl(to));
    }
  });
});
