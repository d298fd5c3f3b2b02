import type { BannerGroup, WhitelabelFlag } from '@app/contracts';

/**
 * Which lazily loaded page module renders a route. Home is bundled with the shell; every other
 * module is its own chunk so that the first load stays small.
 */
export type PageModule =
  | 'home'
  | 'auth'
  | 'trial'
  | 'changePassword'
  | 'category'
  | 'games'
  | 'launch'
  | 'lottery'
  | 'originals'
  | 'gameRecord'
  | 'promotions'
  | 'messages'
  | 'help'
  | 'customer'
  | 'appDownload'
  | 'preferences'
  | 'userAgreement'
  | 'memberHome'
  | 'myAccount'
  | 'securityCenter'
  | 'money'
  | 'rewards'
  | 'mall'
  | 'responsibleGaming'
  | 'vip'
  | 'inviteFriends'
  | 'agent';

export type RouteEntry = {
  /** Stable id; also names the title (`routes.<id>`) and the page texts (`pages.<id>`). */
  id: string;
  path: string;
  titleKey: string;
  page: PageModule;
  /** spec §2: the home header (logo, login/register, menu), the title bar, or the page's own. */
  header: 'home' | 'title' | 'own';
  /** spec §2: where the back arrow goes; hidden on /m/changePsw. */
  back: 'history' | 'home' | 'hidden';
  /** spec §2: hidden on login, register, forget, changePsw, app, activityDetail. */
  bottomMenu: boolean;
  /** spec §2: banner carousel on home (m_home), the game categories, list and centre (m_hot). */
  topBanner: BannerGroup | null;
  /** spec §1: provider logos, contacts, payments, responsibility note; home and categories. */
  footer: boolean;
  /** spec §2, §6: member-only routes; a visitor goes to `noSessionRedirect`. */
  needsSession: boolean;
  noSessionRedirect: '/m/login' | '/m/home';
  /** spec §4 "Agent home": only agent types; others go to /m/home. */
  agentOnly: boolean;
  /** spec §6: the whitelabel flag the page needs; while it is off the page closes. */
  flag?: WhitelabelFlag;
};

type Options = Partial<Omit<RouteEntry, 'id' | 'path' | 'page' | 'titleKey'>>;

function route(id: string, path: string, page: PageModule, options: Options = {}): RouteEntry {
  return {
    id,
    path,
    titleKey: `routes.${id}`,
    page,
    header: 'title',
    back: 'history',
    bottomMenu: true,
    topBanner: null,
    footer: false,
    needsSession: false,
    noSessionRedirect: '/m/login',
    agentOnly: false,
    ...options,
  };
}

/** Home paths, spec §2. /m/ is the same route as /m (the router ignores a trailing slash). */
const home = (path: string) =>
  route('home', path, 'home', {
    header: 'home',
    topBanner: 'm_home',
    footer: true,
  });

/** Game categories, spec §2: home header, hot-group banners, footer. */
const category = (id: string, path: string, page: PageModule = 'category') =>
  route(id, path, page, { header: 'home', topBanner: 'm_hot', footer: true });

/** Auth pages render their own header: the site's form navigation is hidden (spec §2). */
const auth = (id: string, path: string) =>
  route(id, path, 'auth', { header: 'own', back: 'home', bottomMenu: false });

const member = (id: string, path: string, page: PageModule, options: Options = {}) =>
  route(id, path, page, { needsSession: true, ...options });

/** spec §4 Agent home, §6: visitors and non-agents alike go to /m/home, not to the login page. */
const agent = (id: string, path: string) =>
  route(id, path, 'agent', { needsSession: true, agentOnly: true, noSessionRedirect: '/m/home' });

/** Every route of spec §2 and the layout each one gets. The layout reads nothing else. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  home('/'),
  home('/m'),
  home('/m/'),
  home('/m/index'),
  home('/m/index.html'),
  home('/m/home'),

  auth('login', '/m/login'),
  auth('register', '/m/register'),
  auth('forget', '/m/forget'),
  route('trail', '/m/trail', 'trial', { back: 'home' }),
  // spec §2 "Change password": no session on entry goes home, not to the login page.
  route('changePsw', '/m/changePsw', 'changePassword', {
    back: 'hidden',
    bottomMenu: false,
    needsSession: true,
    noSessionRedirect: '/m/home',
  }),

  category('hot', '/m/hot'),
  category('rng', '/m/rng'),
  category('inhouse', '/m/inhouse'),
  category('pvp', '/m/pvp'),
  category('fish', '/m/fish'),
  category('live', '/m/live'),
  category('sports', '/m/sports'),
  category('esports', '/m/esports'),
  category('cockfight', '/m/cockfight'),
  category('lott', '/m/lott', 'lottery'),
  category('elott', '/m/elott', 'lottery'),

  // spec §2 "Game list" and "Game centre pages": the m_hot banner carousel above.
  route('gameList', '/m/gameList', 'games', { topBanner: 'm_hot' }),
  route('gameCenter', '/m/gameCenter', 'games', { topBanner: 'm_hot' }),
  // spec §6: launching a game needs a session.
  route('launchGame', '/m/launchGame', 'launch', { needsSession: true }),
  route('lottery', '/m/lottery', 'lottery'),
  // Beyond spec §2: the in-house games the launch opens, and the page that verifies their rounds
  // (docs/decisions: in-house games).
  route('originals', '/m/originals/:gameCode', 'originals', { needsSession: true }),
  route('fairness', '/m/fairness', 'originals'),

  route('activity', '/m/activity', 'promotions', { back: 'home' }),
  route('activityDetail', '/m/activityDetail', 'promotions', { bottomMenu: false }),

  // spec §6: Messages need MAILCEN.
  route('message', '/m/message', 'messages', { back: 'home', needsSession: true, flag: 'MAILCEN' }),
  route('messageDetail', '/m/messageDetail', 'messages', { needsSession: true, flag: 'MAILCEN' }),
  route('notice', '/m/notice', 'messages', { header: 'home', back: 'home' }),
  // The inbox is a member's (spec §1).
  route('webEmail', '/m/webEmail', 'messages', { needsSession: true, flag: 'MAILCEN' }),

  route('help', '/m/help', 'help', { header: 'home' }),
  route('customer', '/m/customer', 'customer'),
  route('app', '/m/app', 'appDownload', { bottomMenu: false }),
  route('other', '/m/other', 'preferences'),
  route('vip', '/m/vip', 'vip', { needsSession: true }),
  route('set', '/m/set', 'preferences'),
  route('useragreement', '/m/useragreement', 'userAgreement'),

  // spec §6 and issue 13: a page whose whitelabel flag is off closes, and so does its API.
  member('memberHome', '/m/member/home', 'memberHome'),
  member('myAccount', '/m/myAccount/index', 'myAccount', { flag: 'MYACC' }),
  member('benefits', '/m/member/benefits', 'vip'),
  member('securityCenter', '/m/securityCenter', 'securityCenter', { flag: 'SECPRIV' }),
  member('rewardCenter', '/m/rewardCenter', 'rewards', { flag: 'REWCEN3' }),
  member('signIn', '/m/activity/signIn', 'rewards', { flag: 'REWCEN3' }),
  member('mall', '/m/mall/mallHome', 'mall', { flag: 'PTSYS3' }),
  route('gameRecord', '/m/gameRecord', 'gameRecord', {
    needsSession: true,
    flag: 'TRANSBETREPMEM3',
  }),
  member('transactionRecord', '/m/transaction/record', 'money', { flag: 'TRANSREC3' }),
  member('voucherCenter', '/m/voucherCenter', 'money'),
  member('vouReport', '/m/vouReport', 'money'),
  member('withdraw', '/m/withdraw', 'money'),
  member('withdrawReport', '/m/withdrawReport', 'money'),
  // spec §6: the referral promotion (REFERRAL3) closes the page and its API.
  member('inviteFriends', '/m/inviteFriends', 'inviteFriends', { flag: 'REFERRAL3' }),
  // Beyond spec §2: player protection (issue 13; docs/decisions/2026-11-24-protect.md).
  member('responsibleGaming', '/m/responsibleGaming', 'responsibleGaming'),

  agent('agent', '/m/agent'),
  agent('teamOverview', '/m/agent/team/overview'),
  agent('agentRegister', '/m/agentRegister'),
  agent('teamPnl', '/m/agent/team/pnl'),
  agent('memberTeam', '/m/member/team'),
  agent('teamBetting', '/m/teamBetting'),
  agent('agentRebeat', '/m/member/agent/agentRebeat'),
  agent('teamRebate', '/m/member/teamRebate'),
  agent('agentDivident', '/m/member/agent/agentDivident'),
  agent('agentNotice', '/m/member/notice'),
  agent('salaryContract', '/m/member/agent/getSalaryContract'),
  agent('dividendContract', '/m/member/agent/getDevidendContract'),
  agent('hourContract', '/m/member/agent/getHourContract'),
];

/** Where every unknown path goes (spec §2 "Unknown paths fall back to home"). */
export const HOME_PATH = '/m/home';
export const LOGIN_PATH = '/m/login';
