import { createBrowserRouter, Navigate, type RouteDef, type RouterConfig } from '../lib/router.tsx';
import { HOME_PATH, ROUTE_TABLE, type PageModule } from './route-table.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { RouteLoading } from './layout/route-loading.tsx';
import { Component as HomeRoute } from './routes/home.tsx';

type LazyPage = NonNullable<RouteDef['lazy']>;

/** One lazily loaded chunk per page module; home ships with the shell. */
const LAZY_PAGES: Record<Exclude<PageModule, 'home'>, LazyPage> = {
  auth: () => import('./routes/auth.tsx'),
  trial: () => import('./routes/trial.tsx'),
  changePassword: () => import('./routes/change-password.tsx'),
  category: () => import('./routes/game-category.tsx'),
  games: () => import('./routes/games.tsx'),
  launch: () => import('./routes/launch.tsx'),
  lottery: () => import('./routes/lottery.tsx'),
  originals: () => import('./routes/originals.tsx'),
  gameRecord: () => import('./routes/game-record.tsx'),
  promotions: () => import('./routes/promotions.tsx'),
  messages: () => import('./routes/messages.tsx'),
  help: () => import('./routes/help.tsx'),
  customer: () => import('./routes/customer.tsx'),
  appDownload: () => import('./routes/app-download.tsx'),
  preferences: () => import('./routes/preferences.tsx'),
  userAgreement: () => import('./routes/user-agreement.tsx'),
  memberHome: () => import('./routes/member-home.tsx'),
  myAccount: () => import('./routes/my-account.tsx'),
  securityCenter: () => import('./routes/security-center.tsx'),
  money: () => import('./routes/money.tsx'),
  rewards: () => import('./routes/rewards.tsx'),
  mall: () => import('./routes/mall.tsx'),
  responsibleGaming: () => import('./routes/responsible-gaming.tsx'),
  vip: () => import('./routes/vip.tsx'),
  inviteFriends: () => import('./routes/invite-friends.tsx'),
  agent: () => import('./routes/agent.tsx'),
};

/** The whole site's router configuration, built from the route table (also used by the tests). */
export function createRoutes(): RouterConfig {
  return {
    layout: <RootLayout />,
    fallback: RouteLoading,
    errorElement: <RouteError />,
    routes: [
      ...ROUTE_TABLE.map((entry): RouteDef =>
        entry.page === 'home'
          ? { path: entry.path, handle: entry, Component: HomeRoute }
          : { path: entry.path, handle: entry, lazy: LAZY_PAGES[entry.page] },
      ),
      { path: '*', element: <Navigate to={HOME_PATH} replace /> },
    ],
  };
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
