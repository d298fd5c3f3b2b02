import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OperatorPermission } from '@app/contracts';
import { RequirePermission } from './layout/require-permission.tsx';
import { NAV } from './nav.ts';
import { useMe, can } from '../lib/operator.ts';

const page =
  <K extends string>(name: K) =>
  (module: Record<K, ComponentType>) => ({ default: module[name] });

/** Each screen loads with its first visit; the editor and charts stay out of the sign-in page. */
function screen(
  load: () => Promise<{ default: ComponentType }>,
  permission: OperatorPermission,
): ReactNode {
  const Screen = lazy(load);
  return (
    <RequirePermission permission={permission}>
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    </RequirePermission>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="muted" role="status">
      {t('common.loading')}
    </p>
  );
}

const Dashboard = lazy(() =>
  import('../features/dashboard/dashboard-page.tsx').then(page('DashboardPage')),
);

/** The home of the console: the dashboard, or the first screen the role may open. */
function Home() {
  const me = useMe();
  if (can(me.data, 'reports.read')) {
    return (
      <Suspense fallback={<Loading />}>
        <Dashboard />
      </Suspense>
    );
  }
  const first = NAV.flatMap((g) => g.items).find(
    (item) => item.path !== '/' && can(me.data, item.permission),
  );
  return first ? <Navigate to={first.path} replace /> : <Loading />;
}

/** The screens under the shell, each guarded by the permission its menu entry names. */
export const screenRoutes: RouteObject[] = [
  { index: true, element: <Home /> },
  {
    path: 'members',
    element: screen(
      () => import('../features/members/members-page.tsx').then(page('MembersPage')),
      'members.read',
    ),
  },
  {
    path: 'members/:account',
    element: screen(
      () => import('../features/members/member-page.tsx').then(page('MemberPage')),
      'members.read',
    ),
  },
  {
    path: 'agents',
    element: screen(
      () => import('../features/agents/agents-page.tsx').then(page('AgentsPage')),
      'members.read',
    ),
  },
  {
    path: 'chat',
    element: screen(
      () => import('../features/chat/chat-console-page.tsx').then(page('ChatConsolePage')),
      'chat.answer',
    ),
  },
  {
    path: 'money/deposits',
    element: screen(
      () => import('../features/money/deposits-page.tsx').then(page('DepositsPage')),
      'money.read',
    ),
  },
  {
    path: 'money/withdrawals',
    element: screen(
      () => import('../features/money/withdrawals-page.tsx').then(page('WithdrawalsPage')),
      'money.read',
    ),
  },
  {
    path: 'money/adjustments',
    element: screen(
      () => import('../features/money/adjustments-page.tsx').then(page('AdjustmentsPage')),
      'money.read',
    ),
  },
  {
    path: 'money/channels',
    element: screen(
      () => import('../features/money/channels-page.tsx').then(page('ChannelsPage')),
      'money.read',
    ),
  },
  {
    path: 'promotion-applications',
    element: screen(
      () => import('../features/applications/applications-page.tsx').then(page('ApplicationsPage')),
      'promotions.review',
    ),
  },
  {
    path: 'mall',
    element: screen(
      () => import('../features/mall/mall-page.tsx').then(page('MallPage')),
      'promotions.review',
    ),
  },
  {
    path: 'content/announcements',
    element: screen(
      () => import('../features/content/announcements-page.tsx').then(page('AnnouncementsPage')),
      'content.write',
    ),
  },
  {
    path: 'content/banners',
    element: screen(
      () => import('../features/content/banners-page.tsx').then(page('BannersPage')),
      'content.write',
    ),
  },
  {
    path: 'content/promotions',
    element: screen(
      () => import('../features/content/promotions-page.tsx').then(page('PromotionsPage')),
      'content.write',
    ),
  },
  {
    path: 'content/help',
    element: screen(
      () => import('../features/content/help-page.tsx').then(page('HelpPage')),
      'content.write',
    ),
  },
  {
    path: 'inbox',
    element: screen(
      () => import('../features/content/inbox-page.tsx').then(page('InboxPage')),
      'content.write',
    ),
  },
  {
    path: 'feedback',
    element: screen(
      () => import('../features/content/feedback-page.tsx').then(page('FeedbackPage')),
      'members.read',
    ),
  },
  {
    path: 'games',
    element: screen(
      () => import('../features/games/games-page.tsx').then(page('GamesPage')),
      'settings.read',
    ),
  },
  {
    path: 'lottery',
    element: screen(
      () => import('../features/lottery/lottery-page.tsx').then(page('LotteryPage')),
      'lottery.read',
    ),
  },
  {
    path: 'rebates',
    element: screen(
      () => import('../features/rebates/rebates-page.tsx').then(page('RebatesPage')),
      'settings.read',
    ),
  },
  {
    path: 'agent-contracts',
    element: screen(
      () =>
        import('../features/agent-contracts/agent-contracts-page.tsx').then(
          page('AgentContractsPage'),
        ),
      'members.read',
    ),
  },
  {
    path: 'vip',
    element: screen(
      () => import('../features/vip/vip-levels-page.tsx').then(page('VipLevelsPage')),
      'settings.read',
    ),
  },
  {
    path: 'referrals',
    element: screen(
      () => import('../features/referrals/referrals-page.tsx').then(page('ReferralsPage')),
      'settings.read',
    ),
  },
  {
    path: 'settings',
    element: screen(
      () => import('../features/settings/settings-page.tsx').then(page('SettingsPage')),
      'settings.read',
    ),
  },
  {
    path: 'reports',
    element: screen(
      () => import('../features/reports/reports-page.tsx').then(page('ReportsPage')),
      'reports.read',
    ),
  },
  {
    path: 'audit',
    element: screen(
      () => import('../features/audit/audit-page.tsx').then(page('AuditPage')),
      'audit.read',
    ),
  },
  {
    path: 'operators',
    element: screen(
      () => import('../features/operators/operators-page.tsx').then(page('OperatorsPage')),
      'operators.manage',
    ),
  },
];
