import {
  expect,
  fundViaBankDeposit,
  memberCall,
  registerViaApi,
  storeSession,
  test,
  watchConsole,
} from './fixtures';

/** Malaysia 4D (TCG_SEA, prize mode SEA): drawn and sold here (docs/decisions/2026-11-24-sea-lotteries.md). */
const MY_4D_GAME_ID = '1203';
const SHOTS = process.env.E2E_SCREENSHOTS;

type Bet = { betNo: string; betType: string; numbers: string[]; odds: string; status: string };

const minor = (amount: string) => Math.round(Number(amount.replace(/,/g, '')) * 100);

test('an SEA lottery: its last 4D sheet in the lobby, a 4D bet placed, and the bet in the records', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const member = await registerViaApi(request);
  await fundViaBankDeposit(request, member.token, '100000.00');
  await storeSession(page, member);

  // The lobby's SEA category lists the game, on sale, with its last (demo) 4D result.
  await page.goto('/m/lottery');
  await page.getByTestId('lottery-category-vendor').click();
  const card = page.getByTestId(`lottery-card-${MY_4D_GAME_ID}`);
  await expect(card).toBeVisible();
  await expect(page.getByTestId(`lottery-countdown-${MY_4D_GAME_ID}`)).toHaveText(
    /^\d+:\d\d:\d\d$/,
  );
  await page.getByTestId(`lottery-result-toggle-${MY_4D_GAME_ID}`).click();
  const sheet = page.getByTestId(`lottery-panel-${MY_4D_GAME_ID}`).locator('.lottery-sheet');
  await expect(sheet).toHaveAttribute('data-sheet', '4d');
  await expect(sheet.getByRole('rowheader')).toHaveText([
    'Giải nhất',
    'Giải nhì',
    'Giải ba',
    'Khuyến khích',
    'An ủi',
  ]);
  await expect(sheet.locator('tr[data-level="G4"] .lottery-ball')).toHaveCount(10);

  // Playing it opens our betting page with prize mode SEA and the 4D bet types.
  await card.locator('.lottery-card__main').click();
  await expect(page).toHaveURL(/\/m\/launchGame\?.*gameId=1203.*prize_mode=SEA/);
  await expect(page.getByTestId('lottery-betting')).toBeVisible();
  await expect(page.getByTestId('lottery-bet-types').getByRole('button')).toHaveCount(4);
  await expect(page.getByTestId('lottery-odds-D4_BIG')).toHaveText('×350');
  await expect(page.getByTestId('lottery-bet-type-D4_BIG')).toHaveAttribute('aria-pressed', 'true');

  // 4D Big on 1234 and 0088 at 1,000 each.
  await page.getByTestId('lottery-number-entry').fill('1234 88');
  await page.getByTestId('lottery-number-add').click();
  await page.getByTestId('lottery-stake').fill('1000');
  await expect(page.getByTestId('lottery-slip-tickets')).toHaveText('2');
  await expect(page.getByTestId('lottery-slip-total')).toHaveText('2,000.00');
  await page.getByTestId('lottery-place').click();
  await expect(page.getByTestId('lottery-place-ok')).toBeVisible();

  // The bet records: the member's bets on this game show it, pending until the draw.
  const records = page.getByTestId('lottery-bets');
  const row = records.locator('[data-bet-type="D4_BIG"]');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(row.locator('.lottery-bet__numbers')).toHaveText('1234, 0088');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/lottery-sea-betting.png`, fullPage: true });

  const bets = await memberCall<{ list: Bet[] }>(
    request,
    member.token,
    'GET',
    `/wps/lottery/bets?gameId=${MY_4D_GAME_ID}`,
  );
  expect(bets.list.map((b) => [b.betType, b.numbers, b.odds, b.status])).toEqual([
    ['D4_BIG', ['1234', '0088'], '350', 'pending'],
  ]);
  await expect(row).toHaveAttribute('data-testid', `lottery-bet-${bets.list[0]!.betNo}`);
  const wallet = await memberCall<{ sumBalance: string }>(
    request,
    member.token,
    'GET',
    '/wps/wallet',
  );
  expect(minor(wallet.sumBalance)).toBe(10_000_000 - 200_000);
  expect(errors).toEqual([]);
});
