import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { MODULE_HEADER } from '@app/contracts';
import {
  expect,
  fundViaBankDeposit,
  registerViaApi,
  storeSession,
  test,
  watchConsole,
} from './fixtures.ts';

/**
 * In-house games end to end: the launch route issues the game URL with a one-time token, the game
 * page exchanges it for a game session, a round settles through the vendor wallet, the balance
 * moves by the stake and the payout, and the verification page recomputes that round.
 */

// Three rounds, two pages and the launch per test: more than the default budget on a busy machine.
test.describe.configure({ timeout: 120_000 });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const money = (text: string | null) => Number((text ?? '').replace(/,/g, ''));
/**
 * Screenshots at 390 x 844: into the test's output folder, or with SCREENSHOTS=1 into the README's
 * docs/screenshots.
 */
const DOCS_SHOTS = fileURLToPath(new URL('../../docs/screenshots', import.meta.url));
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({
    path: process.env.SCREENSHOTS === '1' ? `${DOCS_SHOTS}/${name}` : test.info().outputPath(name),
    fullPage,
  });

/** The game URL the launch route answers for an in-house game (spec §4 tile click). */
async function launchUrl(
  request: APIRequestContext,
  token: string,
  gameCode: string,
  gameId: string,
) {
  const params = new URLSearchParams({
    category: 'INHOUSE',
    vendor: 'INHOUSE',
    gameId,
    nodeId: `INHOUSE-${gameId}`,
    gameCode,
  });
  const res = await request.get(`/wps/game/launchGame?${params.toString()}`, {
    headers: { authorization: `Bearer ${token}`, [MODULE_HEADER]: 'GAMELO3' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { url } = (await res.json()).value as { url: string };
  expect(url).toMatch(new RegExp(`^/m/originals/${gameCode}\\?launch=`));
  return url;
}

async function fundedPlayer(page: Page, request: APIRequestContext) {
  const session = await registerViaApi(request);
  await fundViaBankDeposit(request, session.token, '200000');
  await storeSession(page, session);
  return session;
}

test('launch the slot, spin, see the balance move and verify the round', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const session = await fundedPlayer(page, request);
  await page.goto(await launchUrl(request, session.token, 'lotus-slot', '8001'));

  // The token is exchanged and dropped from the address.
  await expect(page.getByTestId('originals-lotus-slot')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/originals\/lotus-slot$/);
  const balance = page.getByTestId('game-balance');
  await expect(balance).toHaveText('200,000.00');
  const committed = (await page.getByTestId('next-seed-hash').textContent())!;
  expect(committed).toMatch(/^[0-9a-f]{64}$/);
  await shot(page, 'originals-slot.png');

  await page.getByTestId('stake-input').fill('25');
  await page.getByTestId('play-button').click();
  await expect(page.getByTestId('round-result')).toBeVisible();
  await expect(page.getByTestId('slot-reels')).toHaveAttribute('aria-busy', 'false');

  // The revealed seed is the one whose hash was shown before the round.
  const revealed = (await page.getByTestId('revealed-server-seed').textContent())!;
  expect(sha256(revealed)).toBe(committed);
  await expect(page.getByTestId('next-seed-hash')).not.toHaveText(committed);

  const history = page.getByTestId('history-round');
  await expect(history).toHaveCount(1);
  const payoutText = await history.first().locator('.og-history__money span').nth(1).textContent();
  const payout = money(payoutText!.replace('+', ''));
  await expect(balance).toHaveText(
    (200_000 - 25 + payout).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );
  await shot(page, 'originals-slot-after.png', true);

  // The verification page recomputes the round in the browser.
  await page.getByTestId('verify-last-round').click();
  await expect(page).toHaveURL(/\/m\/fairness\?round=/);
  await expect(page.getByTestId('verify-verdict')).toHaveClass(/is-ok/);
  for (const check of ['check-hash', 'check-outcome', 'check-payout']) {
    await expect(page.getByTestId(check)).toHaveAttribute('data-ok', 'true');
  }
  await shot(page, 'originals-fairness.png', true);

  // The round is in the betting record like any vendor's round.
  await page.goto('/m/gameRecord');
  const round = page.getByTestId('game-round');
  await expect(round).toHaveCount(1);
  await expect(round.getByTestId('game-round-bet')).toHaveText('25.00');
  await expect(round.getByTestId('game-round-win')).toHaveText(
    payout.toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );
  expect(errors).toEqual([]);
});

test('dice: roll under a target, the round lands in the last rounds, and seeds verify by hand', async ({
  page,
  request,
}) => {
  const session = await fundedPlayer(page, request);
  await page.goto(await launchUrl(request, session.token, 'dice', '8002'));
  await expect(page.getByTestId('originals-dice')).toBeVisible();
  await expect(page.getByTestId('dice-chance')).toHaveText('50.00%');
  await expect(page.getByTestId('dice-multiplier')).toHaveText('×1.9800');

  await page.getByTestId('dice-over').click();
  await page.getByTestId('stake-input').fill('1.5');
  for (let i = 0; i < 3; i++) {
    await page.getByTestId('play-button').click();
    await expect(page.getByTestId('history-round')).toHaveCount(i + 1);
  }
  await expect(page.getByTestId('dice-roll')).toHaveClass(/is-(win|loss)/);
  await shot(page, 'originals-dice.png', true);

  // A stake above the balance is refused on the page, before any call.
  await page.getByTestId('stake-input').fill('999999');
  await page.getByTestId('play-button').click();
  await expect(page.getByTestId('game-error')).toBeVisible();
  await expect(page.getByTestId('history-round')).toHaveCount(3);

  // The seeds form recomputes the same roll from the pasted seeds.
  await page.getByTestId('verify-last-round').click();
  await expect(page.getByTestId('verify-verdict')).toHaveClass(/is-ok/);
  await page.getByTestId('copy-seeds').click();
  await page.getByTestId('compute-button').click();
  const rolled = await page
    .getByTestId('round-verification')
    .getByTestId('outcome-view')
    .locator('.og-outcome__big')
    .textContent();
  await expect(page.getByTestId('seeds-result').locator('.og-outcome__big')).toHaveText(rolled!);
});

test('a used launch link cannot open a game session', async ({ page, request }) => {
  const session = await fundedPlayer(page, request);
  const url = await launchUrl(request, session.token, 'dice', '8002');
  const token = new URL(url, 'http://x').searchParams.get('launch')!;
  const used = await request.post('/wps/originals/session', { data: { gameCode: 'dice', token } });
  expect(used.status()).toBe(200);
  await page.goto(url);
  await expect(page.getByTestId('originals-blocked')).toBeVisible();
});
