import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  computeOutcome,
  computeOutcomeSync,
  DICE_GAME_CODE,
  outcomeFromBlocks,
  sha256Hex,
  SLOT_GAME_CODE,
  SLOT_REELS,
  type FairInput,
  type SlotOutcome,
} from '@app/contracts';

/**
 * The provably fair derivation of packages/contracts/src/originals.ts held against node:crypto:
 * the WebCrypto version (server and browser) and the synchronous one (the RTP simulation) agree.
 */

const nodeHmac = (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

describe('provably fair derivation', () => {
  it('draws the slot from HMAC-SHA256(serverSeed, clientSeed:nonce:0), 4 bytes per reel', async () => {
    const serverSeed = 'a'.repeat(64);
    const block = nodeHmac(serverSeed, 'player:7:0');
    const view = new DataView(block.buffer);
    const stops = SLOT_REELS.map((strip, i) => view.getUint32(i * 4) % strip.length);
    const outcome = await computeOutcome({
      game: SLOT_GAME_CODE,
      serverSeed,
      clientSeed: 'player',
      nonce: 7,
    });
    expect(outcome.game).toBe(SLOT_GAME_CODE);
    expect((outcome as SlotOutcome).stops).toEqual(stops);
  });

  it('agrees with the synchronous version on random seeds (WebCrypto vs node:crypto)', async () => {
    for (let i = 0; i < 200; i++) {
      const input: FairInput = {
        game: i % 2 === 0 ? SLOT_GAME_CODE : DICE_GAME_CODE,
        serverSeed: randomBytes(32).toString('hex'),
        clientSeed: randomBytes(6).toString('base64url'),
        nonce: i,
        dice: { target: 100 + ((i * 37) % 9000), direction: i % 4 === 1 ? 'under' : 'over' },
      };
      expect(computeOutcomeSync(input, nodeHmac)).toEqual(await computeOutcome(input));
    }
  });

  it('rejects 4-byte values above the last whole multiple of n, and asks for another block', () => {
    // 0xffffffff is above floor(2^32 / 10000) * 10000, so it is skipped; 10001 gives roll 1.
    const block = new Uint8Array(32).fill(0xff);
    expect(
      outcomeFromBlocks({ game: DICE_GAME_CODE, dice: { target: 5000, direction: 'under' } }, [
        block,
      ]),
    ).toBeNull();
    const next = new Uint8Array(32);
    new DataView(next.buffer).setUint32(0, 10_001);
    expect(
      outcomeFromBlocks({ game: DICE_GAME_CODE, dice: { target: 5000, direction: 'under' } }, [
        block,
        next,
      ]),
    ).toMatchObject({ roll: 1, win: true });
  });

  it('commits to a seed with its SHA-256', async () => {
    const seed = randomBytes(32).toString('hex');
    expect(await sha256Hex(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });
});
