import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  encryptLoginBody,
  LoginKeySchema,
  loginNonce,
} from '@app/contracts';

export const OPERATOR_TOKEN = 'e2e-operator-token-0123456789';

/** Every route of spec §2 (paths only; queries added where the spec gives them). */
export const SPEC_ROUTES = [
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
  '/m/gameList?gameType=RNG',
  '/m/gameCenter',
  '/m/launchGame?playType=ent&gameId=1&code=lobby&pageBack=home',
  '/m/lottery',
  '/m/activity',
  '/m/activityDetail?id=1',
  '/m/message',
  '/m/messageDetail?id=1',
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
  '/m/transaction/record?types=A',
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
  '/m/member/notice?types=A',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
] as const;

/** Collects console errors and uncaught page errors; a test asserts the list stays empty. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Stores a session the way the site does (spec §3 MC_SESSION_INFO) before the page loads. */
export async function fakeSessionStorage(page: Page, session: object) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('MC_SESSION_INFO', JSON.stringify(value));
  }, session);
}

export const test = base;
export { expect };

/** Logs in through the real API (encrypted body, as the site does) and returns the session value. */
export async function loginViaApi(
  request: APIRequestContext,
  username: string,
  password = 'Demo1234',
) {
  const keyRes = await request.get('/wps/auth/key');
  const key = LoginKeySchema.parse((await keyRes.json()).value);
  const body = await encryptLoginBody(key, {
    type: 'username',
    username,
    password,
    nonce: loginNonce(),
    timestamp: Date.now(),
  });
  const res = await request.post('/wps/auth/login', {
    headers: { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).value as {
    token: string;
    userName: string;
    customerType: number;
    merchantCode: string;
    firstTimeLogin: boolean;
  };
}

/** Logs in through the API and stores the session in the page the way the site does. */
export async function signIn(page: Page, request: APIRequestContext, username = 'demo') {
  const session = await loginViaApi(request, username);
  await fakeSessionStorage(page, {
    token: session.token,
    merchantCode: session.merchantCode,
    userName: session.userName,
    type: session.customerType,
    firstTimeLogin: session.firstTimeLogin,
  });
  return session;
}
