import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../lib/router.tsx';
import { STORAGE_KEYS, type SystemStatus } from '@app/contracts';
import { setTokenProvider } from '@app/client/api-client';
import { getToken, type SessionInfo } from '../lib/session.ts';
import { AppProviders } from '../app/providers.tsx';
import { createRoutes } from '../app/router.tsx';
import { buildStatus } from './factories.ts';
import { installFakeApi, type FakeAnswer, type FakeHandler } from './fake-api.ts';

export type RenderAppOptions = {
  /** The first URL, e.g. '/m/home' or '/m/activityDetail?id=3'. */
  path?: string;
  /** Stored as MC_SESSION_INFO before the first render. */
  session?: SessionInfo;
  /** The status the fake server answers (default: a normal status 0). */
  status?: SystemStatus;
  /** Extra or replacement fake endpoints. */
  api?: Record<string, FakeHandler | FakeAnswer>;
};

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    // As the site's (lib/query-client.ts): a call made offline fails at once rather than pausing.
    defaultOptions: {
      queries: { retry: false, staleTime: 0, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * Renders the whole site (status gate, layout, routes) at a path, over a fake API, with a memory
 * router the test can read the location from.
 */
export function renderApp({ path = '/m/home', session, status, api = {} }: RenderAppOptions = {}) {
  if (session) window.localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  setTokenProvider(getToken);
  const fakeApi = installFakeApi({
    '/wps/system/status': { value: status ?? buildStatus() },
    ...api,
  });
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...view,
    user,
    router,
    queryClient,
    api: fakeApi,
    /** The path the router is on now. */
    pathname: () => router.state.location.pathname,
  };
}

/**
 * Waits for the page of a route to be on screen (its lazy code loaded, the gate open): as long as
 * a loaded machine needs for a route's first import, not Testing Library's one second.
 */
export async function findPage() {
  return screen.findByRole('main', {}, { timeout: 15_000 });
}
