import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from './route-table.ts';
import en from '../locales/en.json';
import vi from '../locales/vi.json';

/** Every path of spec §2 "Routes seen", as the brief lists them. */
const SPEC_PATHS = [
  '/',
  '/m',
  '/m/',
  '/m/index',
  '/m/index.html',
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/trail',
  '/m/changePsw',
  '/m/hot',
  '/m/rng',
  '/m/inhouse',
  '/m/pvp',
  '/m/fish',
  '/m/live',
  '/m/sports',
  '/m/esports',
  '/m/cockfight',
  '/m/lott',
  '/m/elott',
  '/m/gameList',
  '/m/gameCenter',
  '/m/launchGame',
  '/m/lottery',
  '/m/activity',
  '/m/activityDetail',
  '/m/message',
  '/m/messageDetail',
  '/m/notice',
  '/m/webEmail',
  '/m/help',
  '/m/customer',
  '/m/app',
  '/m/other',
  '/m/vip',
  '/m/set',
  '/m/useragreement',
  '/m/member/home',
  '/m/myAccount/index',
  '/m/member/benefits',
  '/m/securityCenter',
  '/m/rewardCenter',
  '/m/activity/signIn',
  '/m/mall/mallHome',
  '/m/gameRecord',
  '/m/transaction/record',
  '/m/voucherCenter',
  '/m/vouReport',
  '/m/withdraw',
  '/m/withdrawReport',
  '/m/inviteFriends',
  '/m/agent',
  '/m/agent/team/overview',
  '/m/agentRegister',
  '/m/agent/team/pnl',
  '/m/member/team',
  '/m/teamBetting',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
  '/m/member/agent/agentDivident',
  '/m/member/notice',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
];

const CATEGORY_PATHS = [
  '/m/hot',
  '/m/rng',
  '/m/inhouse',
  '/m/pvp',
  '/m/fish',
  '/m/live',
  '/m/sports',
  '/m/esports',
  '/m/cockfight',
  '/m/lott',
  '/m/elott',
];
const HOME_PATHS = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];

const entryOf = (path: string) => {
  const entry = ROUTE_TABLE.find((e) => e.path === path);
  if (!entry) throw new Error(`no route for ${path}`);
  return entry;
};

/** Pages beyond spec §2: the in-house games and the round verification page. */
const PRODUCT_PATHS = ['/m/originals/:gameCode', '/m/fairness', '/m/responsibleGaming'];

function lookUp(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, tree);
}

describe('route table', () => {
  it('has exactly one entry for every route of spec §2, and the in-house game pages', () => {
    expect(ROUTE_TABLE.map((e) => e.path).sort()).toEqual([...SPEC_PATHS, ...PRODUCT_PATHS].sort());
  });

  it('titles every route in both languages', () => {
    for (const entry of ROUTE_TABLE) {
      expect(typeof lookUp(en, entry.titleKey), entry.titleKey).toBe('string');
      expect(typeof lookUp(vi, entry.titleKey), entry.titleKey).toBe('string');
    }
  });

  it('hides the bottom menu on exactly login, register, forget, changePsw, app, activityDetail', () => {
    const hidden = ROUTE_TABLE.filter((e) => !e.bottomMenu).map((e) => e.path);
    expect(hidden.sort()).toEqual(
      [
        '/m/login',
        '/m/register',
        '/m/forget',
        '/m/changePsw',
        '/m/app',
        '/m/activityDetail',
      ].sort(),
    );
  });

  it('shows the home header on home, category, help and notice paths only', () => {
    const home = ROUTE_TABLE.filter((e) => e.header === 'home').map((e) => e.path);
    expect(home.sort()).toEqual([...HOME_PATHS, ...CATEGORY_PATHS, '/m/help', '/m/notice'].sort());
  });

  it('lets login, register and forget render their own header', () => {
    const own = ROUTE_TABLE.filter((e) => e.header === 'own').map((e) => e.path);
    expect(own.sort()).toEqual(['/m/forget', '/m/login', '/m/register']);
  });

  it('sends back home from login, register, trial, notice, activity, forget and message', () => {
    const home = ROUTE_TABLE.filter((e) => e.back === 'home').map((e) => e.path);
    expect(home.sort()).toEqual(
      [
        '/m/login',
        '/m/register',
        '/m/trail',
        '/m/notice',
        '/m/activity',
        '/m/forget',
        '/m/message',
      ].sort(),
    );
    expect(entryOf('/m/changePsw').back).toBe('hidden');
    expect(entryOf('/m/gameList').back).toBe('history');
  });

  it('puts the m_home banners on home and the m_hot banners on the categories, list and centre', () => {
    const hotGroup = [...CATEGORY_PATHS, '/m/gameList', '/m/gameCenter'];
    for (const path of HOME_PATHS) expect(entryOf(path).topBanner).toBe('m_home');
    for (const path of hotGroup) expect(entryOf(path).topBanner, path).toBe('m_hot');
    const others = ROUTE_TABLE.filter(
      (e) => !HOME_PATHS.includes(e.path) && !hotGroup.includes(e.path),
    );
    for (const entry of others) expect(entry.topBanner, entry.path).toBeNull();
  });

  it('shows the footer on home and the categories', () => {
    for (const path of [...HOME_PATHS, ...CATEGORY_PATHS]) expect(entryOf(path).footer).toBe(true);
  });

  it('needs a session for messages, member, money, records, reward, mall, vip and agent routes', () => {
    for (const path of [
      '/m/message',
      '/m/member/home',
      '/m/voucherCenter',
      '/m/withdraw',
      '/m/gameRecord',
      '/m/transaction/record',
      '/m/rewardCenter',
      '/m/mall/mallHome',
      '/m/vip',
      '/m/inviteFriends',
      '/m/agent',
      '/m/member/agent/getHourContract',
    ]) {
      expect(entryOf(path).needsSession, path).toBe(true);
    }
    for (const path of ['/m/home', '/m/login', '/m/activity', '/m/notice', '/m/help', '/m/hot']) {
      expect(entryOf(path).needsSession, path).toBe(false);
    }
  });

  it('keeps the agent routes for agents', () => {
    const agentPaths = ROUTE_TABLE.filter((e) => e.agentOnly).map((e) => e.path);
    expect(agentPaths).toHaveLength(13);
    expect(agentPaths).toContain('/m/member/notice');
    expect(agentPaths).not.toContain('/m/member/home');
  });

  it('sends a visitor opening an agent route home, not to the login page (spec §4 Agent home)', () => {
    for (const entry of ROUTE_TABLE.filter((e) => e.agentOnly)) {
      expect(entry.noSessionRedirect, entry.path).toBe('/m/home');
    }
  });
});
