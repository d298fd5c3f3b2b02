import {
  expect,
  fundViaBankDeposit,
  memberCall,
  registerViaApi,
  storeSession,
  test,
  watchConsole,
} from './fixtures.ts';

type ListedGame = {
  gameId: string;
  nodeId: string;
  gameCode: string;
  gameType: string;
  vendorCode: string;
  gameName: string;
};

/** "1000000.00" → "1,000,000.00" (spec §9). */
function money(minor: bigint): string {
  const whole = (minor / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${String(minor % 100n).padStart(2, '0')}`;
}

test.describe('launch a third-party game and play it (spec §4 tile click, §7 launch game)', () => {
  test('a round in the sandbox runner moves the header balance and shows in the betting record', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    const session = await registerViaApi(request);
    await fundViaBankDeposit(request, session.token, '1000000');
    await storeSession(page, session);

    // A JL slot, launched as a tile click does (the tiles call the same API).
    const list = await memberCall<{ games: ListedGame[] }>(
      request,
      session.token,
      'GET',
      '/wps/game/list?gameType=RNG&vassalage=JL&pageSize=5',
    );
    const game = list.games[0]!;
    const query = new URLSearchParams({
      category: game.gameType,
      vendor: game.vendorCode,
      gameId: game.gameId,
      nodeId: game.nodeId,
      gameCode: game.gameCode,
      language: 'TY',
    });
    const { url } = await memberCall<{ url: string; expiresAt: string }>(
      request,
      session.token,
      'GET',
      `/wps/game/launchGame?${query.toString()}`,
    );
    expect(url).toMatch(/^\/sandbox\/vendor\/JL\/play\?token=/);

    // The runner trades the token for the player and shows the wallet's balance.
    await page.goto(url);
    await expect(page.getByTestId('sandbox-play')).toBeEnabled();
    await expect(page.getByTestId('sandbox-balance')).toHaveText('1,000,000.00');
    // The one-time token leaves the address bar once used.
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await page.screenshot({ path: 'test-results/launch-runner.png' });

    await page.getByTestId('sandbox-stake-10000.00').click();
    await page.getByTestId('sandbox-play').click();
    const stage = page.getByTestId('sandbox-result');
    await expect(stage).toHaveAttribute('data-state', /^(win|lose)$/);
    const multiplier = (await page.getByTestId('sandbox-multiplier').textContent())!.replace(
      '×',
      '',
    );
    // Stake 10,000.00 and a paytable multiple of 0.5: the win in minor units is exact.
    const winMinor = (1_000_000n * BigInt(Math.round(Number(multiplier) * 10))) / 10n;
    const balanceMinor = 100_000_000n - 1_000_000n + winMinor;
    await expect(page.getByTestId('sandbox-balance')).toHaveText(money(balanceMinor));
    await page.screenshot({ path: 'test-results/launch-runner-played.png' });

    // Back to the site: the header shows the wallet after the round.
    await page.getByTestId('sandbox-back').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-balance')).toHaveText(`₫${money(balanceMinor)}`);

    // The betting record shows the round: bet, win, net, settled.
    await page.goto('/m/gameRecord');
    const round = page.getByTestId('game-round');
    await expect(round).toHaveCount(1);
    await expect(round).toHaveAttribute('data-status', 'settled');
    await expect(round.getByTestId('game-round-bet')).toHaveText('10,000.00');
    await expect(round.getByTestId('game-round-win')).toHaveText(money(winMinor));
    const net = winMinor - 1_000_000n;
    await expect(round.getByTestId('game-round-net')).toHaveText(
      net < 0n ? `-${money(-net)}` : net > 0n ? `+${money(net)}` : '0.00',
    );
    await expect(round).toContainText('JL Slots');
    await expect(page.getByTestId('game-record-rounds')).toHaveText('1');
    await page.screenshot({ path: 'test-results/launch-game-record.png', fullPage: true });

    // Yesterday has no rounds: the empty state.
    await page.getByTestId('game-record-presets').getByRole('button', { name: 'Hôm qua' }).click();
    await expect(page.getByTestId('game-record-empty')).toBeVisible();

    // The launch token worked once: opening the same URL again says so.
    await page.goto(url);
    await expect(page.getByTestId('sandbox-status')).toContainText('hết hạn');
    await expect(page.getByTestId('sandbox-play')).toBeDisabled();

    expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
  });
});
