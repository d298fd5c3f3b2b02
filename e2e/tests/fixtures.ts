import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import jsQR from 'jsqr';
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

/**
 * Records the text of every toast the page shows, as it shows it. A success toast stays 1 s
 * (spec §8), shorter than an assertion's polling gap on a loaded machine; the record keeps it.
 * Call before the page loads; read with `toastsSeen`.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toastsSeen: string[] }).__toastsSeen = seen;
    const boxes = new WeakSet<Element>();
    const look = () => {
      for (const box of document.querySelectorAll('[data-testid="toast"] > *')) {
        if (boxes.has(box)) continue;
        boxes.add(box);
        seen.push(box.textContent ?? '');
      }
    };
    new MutationObserver(look).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

/** The toasts' texts the page has shown since `recordToasts`, in order. */
export async function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? []);
}

/** Stores a session the way the site does (spec §3 MC_SESSION_INFO) before the page loads. */
export async function fakeSessionStorage(page: Page, session: object) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('MC_SESSION_INFO', JSON.stringify(value));
  }, session);
}

/**
 * The home notice pops up once per browser session (spec §2) and would cover whatever a test
 * clicks next; tests start with it already seen unless they set `showNoticePopup`.
 */
export const test = base.extend<{ showNoticePopup: boolean }>({
  showNoticePopup: [false, { option: true }],
  page: async ({ page, showNoticePopup }, use) => {
    if (!showNoticePopup) {
      await page.addInitScript(() => {
        window.sessionStorage.setItem('NOTICE_POPUP_SHOWN', '1');
      });
    }
    await use(page);
  },
});
export { expect };

/** Logs in through the real API (encrypted body, as the site does) and returns the session value. */
export async function loginViaApi(
  request: APIRequestContext,
  username: string,
  password = 'Demo1234',
  extra: { toWithdraw?: boolean } = {},
) {
  const keyRes = await request.get('/wps/auth/key');
  const key = LoginKeySchema.parse((await keyRes.json()).value);
  const body = await encryptLoginBody(key, {
    type: 'username',
    username,
    password,
    ...extra,
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

// ---- identity helpers (auth.spec.ts): the dev outbox holds SMS texts, e-mails and captcha answers

/** The latest development-outbox message to `to` (a captcha id, +84… number or e-mail). */
export async function lastOutbox(request: APIRequestContext, to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await request.get(`/wps/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
    expect(res.status(), await res.text()).toBe(200);
    const [message] = (await res.json()).value as { body: string }[];
    if (message) return message.body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no message to ${to} in the dev outbox`);
}

/** The 6-digit code of the latest SMS to a Vietnamese number typed as 0xxxxxxxxx. */
export async function smsCodeFor(request: APIRequestContext, mobileNum: string): Promise<string> {
  const text = await lastOutbox(request, `+84${mobileNum.replace(/^0+/, '')}`);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in "${text}"`);
  return code;
}

/** A name nobody has: a letter, then letters and digits (the demo username rule), 6-16 long. */
export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
}

/** A Vietnamese mobile number nobody has (0 then 9 digits, demo mobile rule ^0[35789]\d{8}$). */
export function uniqueMobile(): string {
  return `09${String(Date.now() % 1e5).padStart(5, '0')}${Math.floor(Math.random() * 1e3)
    .toString()
    .padStart(3, '0')}`;
}

/** A new captcha and its answer, read from the dev outbox. */
export async function solvedCaptcha(request: APIRequestContext) {
  const res = await request.get('/wps/auth/captcha');
  const captchaId = (await res.json()).value.captchaId as string;
  return { captchaId, captcha: await lastOutbox(request, captchaId) };
}

/**
 * Registers an account through the API (by username, with a solved captcha), optionally with an
 * e-mail or a mobile number, and returns the session value: a fresh account per test, so that no
 * test touches the demo account's password or failure counter.
 */
export async function registerViaApi(
  request: APIRequestContext,
  options: { username?: string; password?: string; email?: string; mobileNum?: string } = {},
) {
  const username = options.username ?? uniqueUsername();
  const password = options.password ?? 'Lotus2468x';
  const res = await request.put('/wps/auth/register', {
    data: {
      method: 'username',
      username,
      password,
      confirmPassword: password,
      email: options.email ?? '',
      mobileNum: options.mobileNum ?? '',
      countryDialingCode: options.mobileNum ? '+84' : '',
      ...(await solvedCaptcha(request)),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const value = (await res.json()).value as {
    token: string;
    userName: string;
    customerType: number;
    merchantCode: string;
    firstTimeLogin: boolean;
    accountNo: string;
  };
  return { ...value, password };
}

/** A member registered by mobile number with its SMS code (so the number is verified). */
export async function registerByMobileViaApi(request: APIRequestContext, password = 'Lotus2468x') {
  const mobileNum = uniqueMobile();
  const sms = await request.post('/wps/auth/sms', {
    data: { mobileNum, countryDialingCode: '+84', purpose: 'register' },
  });
  expect(sms.status(), await sms.text()).toBe(200);
  const registered = await request.put('/wps/auth/register', {
    data: {
      method: 'mobileNum',
      username: '',
      mobileNum,
      countryDialingCode: '+84',
      verificationCode: await smsCodeFor(request, mobileNum),
      password,
      confirmPassword: password,
      email: '',
      ...(await solvedCaptcha(request)),
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const member = (await registered.json()).value as {
    token: string;
    userName: string;
    customerType: number;
    merchantCode: string;
  };
  return { member, mobileNum };
}

/**
 * Stores a session value the way the site does (MC_SESSION_INFO, spec §3), once: unlike
 * fakeSessionStorage it does not come back on the next navigation, so a test can sign out, change
 * the password (which rotates the token) or reload.
 */
export async function storeSession(
  page: Page,
  session: { token: string; merchantCode: string; userName: string; customerType: number },
) {
  await page.goto('/m/useragreement');
  await page.evaluate(
    (value) => {
      window.localStorage.setItem('MC_SESSION_INFO', JSON.stringify(value));
    },
    {
      token: session.token,
      merchantCode: session.merchantCode,
      userName: session.userName,
      type: session.customerType,
      firstTimeLogin: false,
    },
  );
}

// ---- money helpers (money.spec.ts): member calls with a token, operator decisions

const operatorHeaders = { authorization: `Bearer ${OPERATOR_TOKEN}` };

/** A member's call to the API with their bearer token; returns the answer's value. */
export async function memberCall<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()).value as T;
}

/** The operator confirms (or rejects) a member's deposit by its order number. */
export async function decideDeposit(
  request: APIRequestContext,
  orderNo: string,
  decision: 'confirm' | 'reject' = 'confirm',
) {
  const list = await request.get('/wps/admin/deposits?status=pending&pageSize=200', {
    headers: operatorHeaders,
  });
  expect(list.status(), await list.text()).toBe(200);
  const deposit = ((await list.json()).value.list as { id: number; orderNo: string }[]).find(
    (d) => d.orderNo === orderNo,
  );
  if (!deposit) throw new Error(`no pending deposit ${orderNo}`);
  const res = await request.post(`/wps/admin/deposits/${deposit.id}/${decision}`, {
    headers: operatorHeaders,
    data: decision === 'reject' ? { reason: 'e2e: no such payment' } : {},
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The operator pays out (approve) or returns (reject) a member's withdrawal by order number. */
export async function decideWithdrawal(
  request: APIRequestContext,
  orderNo: string,
  decision: 'approve' | 'reject',
) {
  const list = await request.get('/wps/admin/withdrawals?status=pending&pageSize=200', {
    headers: operatorHeaders,
  });
  expect(list.status(), await list.text()).toBe(200);
  const withdrawal = ((await list.json()).value.list as { id: number; orderNo: string }[]).find(
    (w) => w.orderNo === orderNo,
  );
  if (!withdrawal) throw new Error(`no pending withdrawal ${orderNo}`);
  const res = await request.post(`/wps/admin/withdrawals/${withdrawal.id}/${decision}`, {
    headers: operatorHeaders,
    data: decision === 'reject' ? { reason: 'e2e: account closed' } : {},
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Funds a fresh account: a bank-transfer deposit through the API, confirmed by the operator. */
export async function fundViaBankDeposit(
  request: APIRequestContext,
  token: string,
  amount: string,
): Promise<string> {
  const deposit = await memberCall<{ orderNo: string }>(
    request,
    token,
    'POST',
    '/wps/deposit/bank',
    { channelCode: 'BANK_VCB', amount, reference: `E2E${Date.now().toString(36)}` },
  );
  await decideDeposit(request, deposit.orderNo, 'confirm');
  return deposit.orderNo;
}

/**
 * The text of the QR code an image on the page shows: drawn into a canvas at 264 px and read back
 * the way a phone camera would; null when no code is found.
 */
export async function decodeQrImage(image: Locator): Promise<string | null> {
  const size = 264;
  const pixels = await image.evaluate(async (shown: HTMLImageElement, side: number) => {
    const copy = new Image(side, side);
    copy.src = shown.src;
    await copy.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, side, side);
    context.drawImage(copy, 0, 0, side, side);
    return Array.from(context.getImageData(0, 0, side, side).data);
  }, size);
  return jsQR(Uint8ClampedArray.from(pixels), size, size)?.data ?? null;
}
