import type { OperatorPermission } from '@app/contracts';

/** One entry of the console's menu: where it goes and the permission its screen needs. */
export type NavItem = { path: string; label: string; permission: OperatorPermission };
export type NavGroup = { label: string; items: NavItem[] };

/**
 * The menu, grouped as operators think of the work. The router guards each path with the same
 * permission, so a hidden entry is also a refused screen.
 */
export const NAV: NavGroup[] = [
  {
    label: 'nav.overview',
    items: [
      { path: '/', label: 'nav.dashboard', permission: 'reports.read' },
      { path: '/members', label: 'nav.members', permission: 'members.read' },
      { path: '/agents', label: 'nav.agents', permission: 'members.read' },
      { path: '/rebates', label: 'nav.rebates', permission: 'settings.read' },
      { path: '/agent-contracts', label: 'nav.agentContracts', permission: 'members.read' },
      { path: '/chat', label: 'nav.chat', permission: 'chat.answer' },
    ],
  },
  {
    label: 'nav.money',
    items: [
      { path: '/money/deposits', label: 'nav.deposits', permission: 'money.read' },
      { path: '/money/withdrawals', label: 'nav.withdrawals', permission: 'money.read' },
      { path: '/money/adjustments', label: 'nav.adjust', permission: 'money.read' },
      { path: '/money/channels', label: 'nav.channels', permission: 'money.read' },
      {
        path: '/promotion-applications',
        label: 'nav.applications',
        permission: 'promotions.review',
      },
      { path: '/mall', label: 'nav.mall', permission: 'promotions.review' },
    ],
  },
  {
    label: 'nav.site',
    items: [
      { path: '/content/announcements', label: 'nav.announcements', permission: 'content.write' },
      { path: '/content/banners', label: 'nav.banners', permission: 'content.write' },
      { path: '/content/promotions', label: 'nav.promotions', permission: 'content.write' },
      { path: '/content/help', label: 'nav.help', permission: 'content.write' },
      { path: '/inbox', label: 'nav.inbox', permission: 'content.write' },
      { path: '/feedback', label: 'nav.feedback', permission: 'members.read' },
      { path: '/games', label: 'nav.games', permission: 'settings.read' },
      { path: '/lottery', label: 'nav.lottery', permission: 'lottery.read' },
      { path: '/vip', label: 'nav.vip', permission: 'settings.read' },
      { path: '/referrals', label: 'nav.referrals', permission: 'settings.read' },
      { path: '/settings', label: 'nav.settings', permission: 'settings.read' },
    ],
  },
  {
    label: 'nav.control',
    items: [
      { path: '/reports', label: 'nav.reports', permission: 'reports.read' },
      { path: '/audit', label: 'nav.audit', permission: 'audit.read' },
      { path: '/operators', label: 'nav.operators', permission: 'operators.manage' },
    ],
  },
];
