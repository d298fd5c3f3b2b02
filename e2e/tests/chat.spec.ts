import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { expect, fakeSessionStorage, loginViaApi, OPERATOR_TOKEN, test } from './fixtures.ts';
import { DEMO_TOTP, DEMO_OPERATOR_PASSWORD, signInConsole } from './admin/admin-fixtures.ts';

// Live chat between a member's page and the operator console (issue 12 "Must show"), surviving a
// server restart mid-conversation. The spec runs its own server on its own data directory (on
// disk, so that the conversation outlives the process) and restarts it; the suite's shared server
// (in memory) is left alone.

const ROOT = path.resolve(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

class ChatServer {
  private child: ChildProcess | null = null;
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-chat-'));
  constructor(readonly port: number) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    const child = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        METRICS_PORT: '0',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        OPERATOR_TOKEN,
        SETTINGS_CACHE_MS: '0',
        RATE_LIMIT_MULTIPLIER: '20',
        // Streams as in production: the server ends each after 20 s and the page reconnects.
        CHAT_STREAM_MS: '20000',
      },
    });
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    this.child = child;
    // Ready when /healthz answers (migrations and demo data done).
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`chat server exited ${child.exitCode}`);
          try {
            return (await fetch(`${this.url}/healthz`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 90_000, intervals: [250] },
      )
      .toBe(200);
  }

  /** SIGTERM, as an operator's restart sends it; resolves when the process has exited. */
  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
    this.child = null;
  }
}

let server: ChatServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = new ChatServer(await freePort());
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

async function memberPage(browser: Browser): Promise<Page> {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const session = await loginViaApi(api, 'demo');
  await api.dispose();
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'vi-VN',
  });
  const page = await context.newPage();
  await page.addInitScript(() => window.sessionStorage.setItem('NOTICE_POPUP_SHOWN', '1'));
  await fakeSessionStorage(page, {
    token: session.token,
    merchantCode: session.merchantCode,
    userName: session.userName,
    type: session.customerType,
    firstTimeLogin: session.firstTimeLogin,
  });
  return page;
}

async function operatorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1366, height: 860 },
    locale: 'vi-VN',
  });
  const page = await context.newPage();
  await signInConsole(page, 'support', DEMO_OPERATOR_PASSWORD, DEMO_TOTP.support!);
  return page;
}

/** The member's messages with a text, counted: a message must show exactly once. */
const bubbles = (page: Page, text: string) =>
  page.getByTestId('chat-message').filter({ hasText: text });
const lines = (page: Page, text: string) => page.getByTestId('chat-line').filter({ hasText: text });

test('a member and an operator chat live, and the conversation survives a server restart', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const member = await memberPage(browser);
  await member.goto('/m/customer');
  // The settings' contacts, then the demo member's history with the unread answer marked.
  await expect(member.getByTestId('contact-zalo')).toBeVisible();
  await expect(member.getByTestId('live-chat-status')).toHaveAttribute('data-state', 'online');
  await expect(member.getByTestId('chat-unread-marker')).toBeVisible();

  const operator = await operatorPage(browser);
  await operator.goto('/admin/chat');
  await expect(operator.getByTestId('chat-console-live')).toHaveText(/Trực tuyến|Live/);
  // The demo conversation is the support operator's own.
  await operator.getByRole('button', { name: /^(Của tôi|Mine)$/ }).click();
  await operator.locator('[data-testid="chat-queue-item"][data-account="demo"]').click();
  await expect(operator.getByTestId('chat-member')).toContainText('demo');

  // Member → operator, live.
  await member.getByTestId('chat-input').fill('Chào CSKH, tôi cần hỏi về rút tiền');
  await member.getByTestId('chat-send').click();
  await expect(bubbles(member, 'tôi cần hỏi về rút tiền')).toHaveCount(1);
  await expect(lines(operator, 'tôi cần hỏi về rút tiền')).toHaveCount(1);

  // Operator → member, live, with the typing indicator first.
  await operator.getByTestId('chat-answer').fill('Dạ, anh muốn rút về ngân hàng nào ạ?');
  await expect(member.getByTestId('live-chat-typing')).toBeVisible();
  await operator.getByTestId('chat-answer-send').click();
  await expect(bubbles(member, 'anh muốn rút về ngân hàng nào')).toHaveCount(1);
  await expect(member.getByTestId('live-chat-typing')).toHaveCount(0);

  // The server restarts mid-conversation.
  await server.stop();
  await expect(member.getByTestId('live-chat-status')).toHaveAttribute(
    'data-state',
    'reconnecting',
    { timeout: 30_000 },
  );
  await server.start();
  await expect(member.getByTestId('live-chat-status')).toHaveAttribute('data-state', 'online', {
    timeout: 30_000,
  });
  await expect(operator.getByTestId('chat-console-live')).toHaveText(/Trực tuyến|Live/, {
    timeout: 30_000,
  });

  // The operator answers first: the member's page catches up without a reload.
  await operator.getByTestId('chat-answer').fill('Em vẫn ở đây, anh cứ hỏi tiếp ạ.');
  await operator.getByTestId('chat-answer-send').click();
  await expect(bubbles(member, 'Em vẫn ở đây')).toHaveCount(1);
  await member.getByTestId('chat-input').fill('Vietcombank, cảm ơn em');
  await member.getByTestId('chat-send').click();
  await expect(lines(operator, 'Vietcombank, cảm ơn em')).toHaveCount(1);

  // Nothing lost, nothing doubled: each message once on both sides, in order.
  for (const text of ['tôi cần hỏi về rút tiền', 'anh muốn rút về ngân hàng nào', 'Em vẫn ở đây']) {
    await expect(bubbles(member, text)).toHaveCount(1);
  }
  await expect(bubbles(member, 'Vietcombank, cảm ơn em')).toHaveCount(1);
  const seqs = await member
    .getByTestId('chat-message')
    .evaluateAll((nodes) => nodes.map((n) => Number((n as HTMLElement).dataset.seq)));
  expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  expect(new Set(seqs).size).toBe(seqs.length);
  await member.context().close();
  await operator.context().close();
});
