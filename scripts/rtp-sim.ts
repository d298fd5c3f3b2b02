/**
 * RTP simulation of the in-house games: plays N rounds of each game through the very outcome
 * code the server uses (packages/contracts/src/originals.ts), with the synchronous HMAC that a
 * test holds equal to the WebCrypto one, and compares the measured return with the design.
 *
 *   node --import tsx scripts/rtp-sim.ts [rounds per game, default 10000000]
 *   npm run rtp
 *
 * A server seed is drawn from the CSPRNG every 100,000 rounds (the nonce counts within it), the
 * client seed is fixed; dice targets and sides cycle over every allowed win chance (1%..95%).
 * Measured RTP = sum of payout ratios / rounds (before rounding to the minor unit). The verdict
 * is PASS when |measured - design| <= 0.5 percentage points.
 */
import { createHmac, randomBytes } from 'node:crypto';
import {
  computeOutcomeSync,
  DICE_GAME_CODE,
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  diceWinningRolls,
  isDiceTargetValid,
  ORIGINAL_GAME_RULES,
  payoutRatioOf,
  SLOT_GAME_CODE,
  type DiceParams,
  type OriginalGameCode,
} from '../packages/contracts/src/originals.ts';

const ROUNDS = Number(process.argv[2] ?? 10_000_000);
const SEED_EVERY = 100_000;
const TOLERANCE = 0.005;

const hmac = (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

/** Every dice target and side with a win chance from 1% to 95%. */
function diceChoices(): DiceParams[] {
  const choices: DiceParams[] = [];
  for (let target = 0; target < 10_000; target++) {
    for (const direction of ['under', 'over'] as const) {
      if (isDiceTargetValid(target, direction)) choices.push({ target, direction });
    }
  }
  return choices;
}

type Result = {
  game: OriginalGameCode;
  rounds: number;
  design: number;
  measured: number;
  stdError: number;
  hitRate: number;
  maxRatio: number;
  roundsPerSecond: number;
};

function simulate(game: OriginalGameCode): Result {
  const choices = game === DICE_GAME_CODE ? diceChoices() : [];
  const clientSeed = 'rtp-simulation';
  let serverSeed = '';
  let sum = 0;
  let sumSquares = 0;
  let hits = 0;
  let maxRatio = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i++) {
    if (i % SEED_EVERY === 0) serverSeed = randomBytes(32).toString('hex');
    const dice = game === DICE_GAME_CODE ? choices[i % choices.length]! : null;
    const outcome = computeOutcomeSync(
      { game, serverSeed, clientSeed, nonce: i % SEED_EVERY, dice },
      hmac,
    );
    const ratio = payoutRatioOf(outcome);
    sum += ratio;
    sumSquares += ratio * ratio;
    if (ratio > 0) hits += 1;
    if (ratio > maxRatio) maxRatio = ratio;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const measured = sum / ROUNDS;
  const variance = sumSquares / ROUNDS - measured * measured;
  return {
    game,
    rounds: ROUNDS,
    design: ORIGINAL_GAME_RULES[game].designRtp,
    measured,
    stdError: Math.sqrt(variance / ROUNDS),
    hitRate: hits / ROUNDS,
    maxRatio,
    roundsPerSecond: ROUNDS / seconds,
  };
}

const pct = (x: number, digits = 3) => `${(x * 100).toFixed(digits)}%`;

console.log(`RTP simulation, ${ROUNDS.toLocaleString('en')} rounds per game`);
console.log(
  `dice: every target with a win chance of ${DICE_MIN_WINNING / 100}%..${DICE_MAX_WINNING / 100}% in turn (e.g. under 50.00 wins ${diceWinningRolls(5000, 'under')} of 10,000 rolls)`,
);
let failed = false;
for (const game of [SLOT_GAME_CODE, DICE_GAME_CODE] as const) {
  const r = simulate(game);
  const diff = r.measured - r.design;
  const pass = Math.abs(diff) <= TOLERANCE;
  failed ||= !pass;
  console.log(
    [
      `${r.game.padEnd(10)}`,
      `design ${pct(r.design)}`,
      `measured ${pct(r.measured)}`,
      `diff ${diff >= 0 ? '+' : ''}${(diff * 100).toFixed(3)} pp`,
      `(std error ${(r.stdError * 100).toFixed(3)} pp)`,
      `hit rate ${pct(r.hitRate, 2)}`,
      `max x${r.maxRatio.toFixed(2)}`,
      `${Math.round(r.roundsPerSecond).toLocaleString('en')} rounds/s`,
      pass ? 'PASS (within ±0.5 pp)' : 'FAIL (outside ±0.5 pp)',
    ].join('  '),
  );
}
process.exitCode = failed ? 1 : 0;
