import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * The site's router: a route table of flat paths (`/m/home`, `/m/originals/:gameCode`), pages
 * loaded on first visit while the page before stays on screen, links, search parameters, location
 * state and scroll restoration — what the site used of React Router, at a tenth of its size
 * (docs/decisions/2026-11-28-own-router.md). History entries keep React Router's shape
 * (`{ usr, key, idx }`), so "is there a page to go back to" reads `history.state.idx`.
 */

export type Location = {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry passed as `state`. */
  state: unknown;
  /** Unique per history entry; 'default' for the first entry of a memory history. */
  key: string;
};

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

type PageModule = { Component: ComponentType };

export type RouteDef = {
  /** `/m/page`, `/m/page/:param` or `*` (anything no other route takes). */
  path: string;
  /** Anything the layout reads about the page (the site's route-table entry). */
  handle?: unknown;
  Component?: ComponentType;
  /** The page's module, loaded on first visit. */
  lazy?: () => Promise<PageModule>;
  element?: ReactNode;
};

export type RouterConfig = {
  routes: RouteDef[];
  /** The frame around every page; it renders the page with <Outlet />. */
  layout: ReactNode;
  /** Shown until the first page's code is loaded. */
  fallback: ComponentType;
  /** Shown in place of everything when a page's code fails to load. */
  errorElement: ReactNode;
};

export type Match = { route: RouteDef; params: Record<string, string> };

export type RouterState = {
  location: Location;
  historyAction: HistoryAction;
  match: Match | null;
  /** 'loading' while the next page's code loads (the current page stays). */
  navigation: 'idle' | 'loading';
  /** False until the first page's code is in. */
  ready: boolean;
  error: unknown;
};

export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => Promise<void>;

type Entry = Omit<Location, 'key'> & { key: string };

interface HistorySource {
  initial(): Location;
  /** The index of the current entry (0 for the first). */
  index(): number;
  write(action: 'PUSH' | 'REPLACE', location: Location): void;
  go(delta: number): void;
  listen(onPop: (location: Location) => void): void;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/**
 * An absolute path the URL parser gives back as it is: no `//` host, no dot segment (`.`, `..`,
 * `%2e`), nothing it would percent-encode (spaces, quotes, `<>`, `\\`, non-ASCII; `'` in the
 * query).
 */
const PLAIN_TO =
  /^\/(?!\/)[\w\-.~!$&'()*+,;=:@/%]*(\?[\w\-.~!$&()*+,;=:@/?%]*)?(#[\w\-.~!$&'()*+,;=:@/?%#]*)?$/;
const DOT_SEGMENT = /\/(\.|%2e){1,2}(\/|$)/i;

/** Splits `/path?search#hash` (the path may be absent: `?tab=1` keeps the current one). */
export function parseTo(to: string, current: Location): Omit<Location, 'state' | 'key'> {
  // Every link of a page is parsed on each render: a plain absolute path is split as the URL
  // parser would split it, without building a URL (most of a home render's router time).
  if (PLAIN_TO.test(to)) {
    const path = to.split('#', 1)[0]!;
    if (!DOT_SEGMENT.test(path.split('?', 1)[0]!)) {
      const hashAt = to.indexOf('#');
      const queryAt = path.indexOf('?');
      const hash = hashAt < 0 ? '' : to.slice(hashAt);
      const search = queryAt < 0 ? '' : path.slice(queryAt);
      return {
        pathname: queryAt < 0 ? path : path.slice(0, queryAt),
        search: search === '?' ? '' : search,
        hash: hash === '#' ? '' : hash,
      };
    }
  }
  const url = new URL(to, `http://site${current.pathname}${current.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function createPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

function browserSource(): HistorySource {
  const read = (): Location => {
    const state = window.history.state as { usr?: unknown; key?: string } | null;
    return {
      pathname: window.location.pathname,
      search: window.location.search,
      hash: window.location.hash,
      state: state?.usr ?? null,
      key: state?.key ?? 'default',
    };
  };
  const index = (): number => {
    const state = window.history.state as { idx?: unknown } | null;
    return typeof state?.idx === 'number' ? state.idx : 0;
  };
  return {
    initial() {
      const location = read();
      const state = window.history.state as { idx?: unknown } | null;
      // An entry with no state reads as index 0 and key 'default', what would be written: only a
      // state another script left needs ours over it. Writing costs the first task ~10 ms on a
      // phone (the browser stores the entry's state).
      if (state !== null && typeof state?.idx !== 'number') {
        window.history.replaceState({ usr: location.state, key: location.key, idx: 0 }, '');
      }
      return location;
    },
    index,
    write(action, location) {
      const idx = action === 'PUSH' ? index() + 1 : index();
      const state = { usr: location.state, key: location.key, idx };
      if (action === 'PUSH') window.history.pushState(state, '', createPath(location));
      else window.history.replaceState(state, '', createPath(location));
    },
    go: (delta) => window.history.go(delta),
    listen(onPop) {
      window.addEventListener('popstate', () => onPop(read()));
    },
  };
}

function memorySource(initialEntries: string[]): HistorySource {
  const root: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default' };
  const entries: Entry[] = initialEntries.map((to, i) => ({
    ...parseTo(to, root),
    state: null,
    key: i === 0 ? 'default' : newKey(),
  }));
  let index = entries.length - 1;
  let onPop: (location: Location) => void = () => {};
  return {
    initial: () => entries[index]!,
    index: () => index,
    write(action, location) {
      if (action === 'PUSH') {
        index += 1;
        entries.splice(index, entries.length, location);
      } else {
        entries[index] = location;
      }
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      queueMicrotask(() => onPop(entries[index]!));
    },
    listen(listener) {
      onPop = listener;
    },
  };
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The route a path opens: static segments compare without case, as React Router's did. */
export function matchRoute(routes: readonly RouteDef[], pathname: string): Match | null {
  const parts = trimSlash(pathname).split('/');
  let fallback: Match | null = null;
  for (const route of routes) {
    if (route.path === '*') {
      fallback ??= { route, params: {} };
      continue;
    }
    const pattern = route.path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < pattern.length && ok; i++) {
      const want = pattern[i]!;
      const got = parts[i]!;
      if (want.startsWith(':')) {
        if (got === '') ok = false;
        else params[want.slice(1)] = decodeURIComponent(got);
      } else {
        ok = want.toLowerCase() === got.toLowerCase();
      }
    }
    if (ok) return { route, params };
  }
  return fallback;
}

const scrollKey = 'router-scroll-positions';

export class Router {
  state: RouterState;
  readonly config: RouterConfig;
  private readonly source: HistorySource;
  private readonly listeners = new Set<() => void>();
  private readonly loaded = new Map<RouteDef, ComponentType>();
  private readonly scroll: Record<string, number>;
  private readonly browser: boolean;
  private latest = 0;
  /** Resolves once the first page's code is in (or failed). */
  readonly ready: Promise<void>;

  constructor(config: RouterConfig, source: HistorySource, browser: boolean) {
    this.config = config;
    this.source = source;
    this.browser = browser;
    this.scroll = browser ? readScroll() : {};
    const location = source.initial();
    const match = matchRoute(config.routes, location.pathname);
    this.state = {
      location,
      historyAction: 'POP',
      match,
      navigation: 'idle',
      ready: false,
      error: null,
    };
    source.listen((next) => void this.transition(next, 'POP'));
    if (browser) window.addEventListener('pagehide', () => this.saveScroll());
    this.ready = this.load(match).then(
      () => this.set({ ready: true }),
      (error: unknown) => this.set({ ready: true, error }),
    );
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): RouterState => this.state;

  /** The page component of a match, once its code is loaded. */
  component(match: Match | null): ComponentType | undefined {
    if (!match) return undefined;
    return match.route.Component ?? this.loaded.get(match.route);
  }

  /** `to` is a path (absolute, or `?search` on the current page) or a history step (-1). */
  navigate: NavigateFunction = async (to, options = {}) => {
    if (typeof to === 'number') {
      this.source.go(to);
      return;
    }
    const target = parseTo(to, this.state.location);
    const location: Location = { ...target, state: options.state ?? null, key: newKey() };
    await this.transition(location, options.replace ? 'REPLACE' : 'PUSH');
  };

  /** Where a scroll position was left on an entry (for POP). */
  savedScroll(key: string): number | undefined {
    return this.scroll[key];
  }

  private saveScroll(): void {
    if (!this.browser) return;
    this.scroll[this.state.location.key] = window.scrollY;
    try {
      window.sessionStorage.setItem(scrollKey, JSON.stringify(this.scroll));
    } catch {
      // Private mode or full storage: positions are kept for this page's life only.
    }
  }

  private async transition(location: Location, action: HistoryAction): Promise<void> {
    const id = ++this.latest;
    const match = matchRoute(this.config.routes, location.pathname);
    let error: unknown = null;
    if (!this.component(match) && match?.route.lazy) {
      this.set({ navigation: 'loading' });
      try {
        await this.load(match);
      } catch (cause) {
        error = cause;
      }
      // A later navigation took over while this page's code loaded.
      if (id !== this.latest) return;
    }
    this.saveScroll();
    if (action !== 'POP') this.source.write(action, location);
    this.set({ location, historyAction: action, match, navigation: 'idle', error });
  }

  private async load(match: Match | null): Promise<void> {
    const route = match?.route;
    if (!route?.lazy || this.loaded.has(route)) return;
    const module = await route.lazy();
    this.loaded.set(route, module.Component);
  }

  private set(patch: Partial<RouterState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

function readScroll(): Record<string, number> {
  try {
    const saved = window.sessionStorage.getItem(scrollKey);
    return saved ? (JSON.parse(saved) as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function createBrowserRouter(config: RouterConfig): Router {
  return new Router(config, browserSource(), true);
}

export function createMemoryRouter(
  config: RouterConfig,
  { initialEntries = ['/'] }: { initialEntries?: string[] } = {},
): Router {
  return new Router(config, memorySource(initialEntries), false);
}

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router hooks are used inside <RouterProvider>');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('router hooks are used inside <RouterProvider>');
  return state;
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  const { fallback: Fallback, layout, errorElement } = router.config;
  let content: ReactNode = layout;
  if (!state.ready) content = <Fallback />;
  else if (state.error) content = errorElement;
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{content}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

function Nothing() {
  return null;
}

/** Fixed content under a router at one address (component tests). */
export function MemoryRouter({
  children,
  initialEntries,
}: {
  children: ReactNode;
  initialEntries?: string[];
}) {
  const [router] = useState(() =>
    createMemoryRouter(
      { routes: [], layout: null, fallback: Nothing, errorElement: null },
      { initialEntries },
    ),
  );
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** The page of the current location, inside the layout. */
export function Outlet() {
  const router = useRouter();
  const { match } = useRouterState();
  const Page = router.component(match);
  if (Page) return <Page />;
  return match?.route.element ?? null;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useNavigation(): { state: RouterState['navigation'] } {
  return { state: useRouterState().navigation };
}

/** The route-table handle of the page on screen. */
export function useRouteHandle(): unknown {
  return useRouterState().match?.route.handle;
}

export function useParams(): Record<string, string | undefined> {
  return useRouterState().match?.params ?? {};
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

type SearchInit = string | Record<string, string> | URLSearchParams;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const current = new URLSearchParams(router.state.location.search);
      const value = new URLSearchParams(typeof next === 'function' ? next(current) : next);
      const query = value.toString();
      void router.navigate(`${router.state.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [router],
  );
  return [params, set];
}

/** Navigates once it renders (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const router = useRouter();
  useEffect(() => {
    void router.navigate(to, { replace, state });
  }, [router, to, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

function useLinkClick(
  to: string,
  { replace, state, target, onClick }: Pick<LinkProps, 'replace' | 'state' | 'target' | 'onClick'>,
) {
  const router = useRouter();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    const href = createPath(parseTo(to, router.state.location));
    // A link to the page on screen replaces its entry rather than stacking a copy.
    const same = href === createPath(router.state.location);
    void router.navigate(to, { replace: replace ?? same, state });
  };
}

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative: another site's, not a page. */
const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const { location } = useRouterState();
  const external = EXTERNAL.test(to);
  const href = external ? to : createPath(parseTo(to, location));
  const click = useLinkClick(to, { replace, state, target, onClick });
  return <a {...rest} href={href} target={target} onClick={external ? onClick : click} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on this exact path, not below it. */
  end?: boolean;
  className?: string | ((status: { isActive: boolean }) => string);
};

export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const { location } = useRouterState();
  const path = parseTo(to, location).pathname.toLowerCase();
  const here = trimSlash(location.pathname).toLowerCase();
  const isActive = here === path || (!end && here.startsWith(`${path}/`));
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link
      {...rest}
      to={to}
      className={classes || undefined}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}

/**
 * Scroll as a browser does between documents: the top of a new page (or its #anchor), the
 * position left on an entry when going back or forward to it.
 */
export function ScrollRestoration() {
  const router = useRouter();
  const { location, historyAction } = useRouterState();
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);
  useLayoutEffect(() => {
    const saved = historyAction === 'POP' ? router.savedScroll(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [router, location.key, location.hash, historyAction]);
  return null;
}
