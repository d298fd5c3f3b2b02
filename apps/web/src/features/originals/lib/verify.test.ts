import { describe, expect, it } from 'vitest';
import {
  computeOutcome,
  formatAmountMinor,
  OriginalsRoundSchema,
  payoutMinorOf,
  sha256Hex,
  type OriginalsRound,
} from '@app/contracts';
import { checkRound } from './verify.ts';

async function buildRound(overrides: Partial<OriginalsRound> = {}): Promise<OriginalsRound> {
  const serverSeed = 'ab'.repeat(32);
  const outcome = await computeOutcome({
    game: 'dice',
    serverSeed,
    clientSeed: 'me',
    nonce: 4,
    dice: { target: 5000, direction: 'under' },
  });
  return OriginalsRoundSchema.parse({
    roundId: '00000000-0000-4000-8000-000000000000',
    gameCode: 'dice',
    stake: '10.00',
    payout: formatAmountMinor(payoutMinorOf(1000n, outcome)),
    outcome,
    serverSeed,
    serverSeedHash: await sha256Hex(serverSeed),
    clientSeed: 'me',
    nonce: 4,
    playedAt: new Date(0).toISOString(),
    ...overrides,
  });
}

describe('checkRound', () => {
  it('confirms a round whose seeds give its outcome and payout', async () => {
    const check = await checkRound(await buildRound());
    expect(check).toMatchObject({ hashMatches: true, outcomeMatches: true, payoutMatches: true });
  });

  it('catches a seed that does not match the commitment, another nonce, and a wrong payout', async () => {
    const round = await buildRound();
    expect((await checkRound({ ...round, serverSeedHash: '0'.repeat(64) })).hashMatches).toBe(
      false,
    );
    const otherNonce = await checkRound({ ...round, nonce: 5 });
    expect(otherNonce.outcomeMatches && otherNonce.payoutMatches).toBe(false);
    expect((await checkRound({ ...round, payout: '999.00' })).payoutMatches).toBe(false);
  });
});
