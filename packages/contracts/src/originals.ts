import { z } from 'zod/mini';
import { AmountSchema } from './wallet.ts';

/**
 * In-house games ("originals", category INHOUSE; docs/decisions/2026-11-23-in-house-games.md).
 *
 * Provably fair: before a round the server shows SHA-256(serverSeed); the outcome is drawn from
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`), and after the round
 * the seed is revealed, so anyone can recompute the round. The functions below are the ONLY
 * outcome code: the server plays with them and the site's verification page re-runs them.
 */

// ---- games

/**
 * The slot's designed return to player, 96.10%: exactly 32,246,810 / 33,554,432 (32^5 equally
 * likely stops); slotDesignRtpExact counts it and a test holds this figure to it.
 */
export const SLOT_DESIGN_RTP = 32_246_810 / 33_554_432;
/** The dice's return to player (99 / win chance pays). */
export const DICE_DESIGN_RTP = 0.99;

export const SLOT_GAME_CODE = 'lotus-slot';
export const DICE_GAME_CODE = 'dice';
export const ORIGINAL_GAME_CODES = [SLOT_GAME_CODE, DICE_GAME_CODE] as const;
export const OriginalGameCodeSchema = z.enum(ORIGINAL_GAME_CODES);
export type OriginalGameCode = z.infer<typeof OriginalGameCodeSchema>;

/** Stake limits per game ("1.00" means 1.00 in the merchant's currency). */
export const ORIGINAL_GAME_RULES: Record<
  OriginalGameCode,
  { minStake: string; maxStake: string; designRtp: number }
> = {
  [SLOT_GAME_CODE]: { minStake: '1.00', maxStake: '10000.00', designRtp: SLOT_DESIGN_RTP },
  [DICE_GAME_CODE]: { minStake: '0.10', maxStake: '10000.00', designRtp: DICE_DESIGN_RTP },
};

// ---- the slot: 5 reels, 3 rows, 10 paylines

export const SLOT_SYMBOLS = [
  'lotus',
  'dragon',
  'koi',
  'lantern',
  'ingot',
  'ace',
  'king',
  'queen',
  'jack',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
/** The wild: it stands for any symbol on a line, and five of it pay the most. */
export const SLOT_WILD: SlotSymbol = 'lotus';

const LETTER: Record<string, SlotSymbol> = {
  W: 'lotus',
  D: 'dragon',
  O: 'koi',
  N: 'lantern',
  G: 'ingot',
  A: 'ace',
  K: 'king',
  Q: 'queen',
  J: 'jack',
};

/**
 * The reel strips, 32 stops each (3 lotus, 2 dragon, 3 koi, 3 lantern, 4 ingot, 4 ace, 4 king,
 * 4 queen, 5 jack), in a fixed order. A stop shows its symbol and the next two in rows 0..2.
 */
export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = [
  'JAQOQNWANJADJKWKOGQKNJOQGDKJGAWG',
  'JQNJKJKOGDJKWAJWAQGNAKOQAGDWQGNO',
  'ONAJAQNQWADQGJKOKJGQONWAGKWJKJDG',
  'DOAWNJKQKWNQGJOAWKGJGKQAGNJOJDQA',
  'GJGNANAQGQWDOKWKOAGQOKNQKJDJAJWJ',
].map((strip) => [...strip].map((c) => LETTER[c]!));

export const SLOT_ROWS = 3;

/** Pays for 3, 4 and 5 of a kind from the leftmost reel, in line bets (stake / 10 lines). */
export const SLOT_PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  lotus: [50, 250, 1000],
  dragon: [25, 100, 400],
  koi: [15, 60, 200],
  lantern: [10, 40, 120],
  ingot: [8, 25, 80],
  ace: [6, 20, 60],
  king: [5, 15, 50],
  queen: [4, 12, 40],
  jack: [3, 10, 30],
};

/** The 10 paylines: the row (0 top .. 2 bottom) the line crosses on each reel. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 2, 1, 0, 1],
];

export type SlotLineWin = { line: number; symbol: SlotSymbol; count: number; pay: number };

/** What one line of five symbols pays, in line bets: the best of its symbol run and its wild run. */
export function slotLinePay(
  symbols: readonly SlotSymbol[],
): { symbol: SlotSymbol; count: number; pay: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === SLOT_WILD) wilds += 1;
  let best: { symbol: SlotSymbol; count: number; pay: number } | null = null;
  if (wilds >= 3)
    best = { symbol: SLOT_WILD, count: wilds, pay: SLOT_PAYTABLE[SLOT_WILD][wilds - 3]! };
  if (wilds < symbols.length) {
    const symbol = symbols[wilds]!;
    let count = wilds;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === SLOT_WILD)) {
      count += 1;
    }
    if (count >= 3) {
      const pay = SLOT_PAYTABLE[symbol][count - 3]!;
      if (!best || pay > best.pay) best = { symbol, count, pay };
    }
  }
  return best;
}

export type SlotOutcome = {
  game: typeof SLOT_GAME_CODE;
  /** The stop of each reel (index into its strip). */
  stops: number[];
  /** rows x reels: window[row][reel]. */
  window: SlotSymbol[][];
  lines: SlotLineWin[];
  /** Sum of the line pays, in line bets; the stake pays totalPay / 10 times. */
  totalPay: number;
};

/** The window and line wins of the given reel stops. */
export function slotOutcomeOf(stops: readonly number[]): SlotOutcome {
  const window: SlotSymbol[][] = [];
  for (let row = 0; row < SLOT_ROWS; row++) {
    window.push(SLOT_REELS.map((strip, reel) => strip[(stops[reel]! + row) % strip.length]!));
  }
  const lines: SlotLineWin[] = [];
  SLOT_PAYLINES.forEach((rows, index) => {
    const win = slotLinePay(rows.map((row, reel) => window[row]![reel]!));
    if (win) lines.push({ line: index + 1, ...win });
  });
  return {
    game: SLOT_GAME_CODE,
    stops: [...stops],
    window,
    lines,
    totalPay: lines.reduce((sum, l) => sum + l.pay, 0),
  };
}

/**
 * The slot's exact return to player: every line sees independent uniform stops, so each line's
 * expected pay (in line bets) is the same, and the RTP is that expectation. Counted exactly over
 * every combination of symbols with their frequencies on the strips (9^5 combinations).
 */
export function slotDesignRtpExact(): { numerator: bigint; denominator: bigint } {
  const counts = SLOT_REELS.map((strip) =>
    SLOT_SYMBOLS.map((s) => BigInt(strip.filter((x) => x === s).length)),
  );
  const n = SLOT_SYMBOLS.length;
  let numerator = 0n;
  const line: SlotSymbol[] = [];
  for (let combo = 0; combo < n ** 5; combo++) {
    let rest = combo;
    let weight = 1n;
    for (let reel = 0; reel < 5; reel++) {
      const index = rest % n;
      rest = Math.floor(rest / n);
      line[reel] = SLOT_SYMBOLS[index]!;
      weight *= counts[reel]![index]!;
    }
    if (weight === 0n) continue;
    const win = slotLinePay(line);
    if (win) numerator += weight * BigInt(win.pay);
  }
  const denominator = SLOT_REELS.reduce((d, strip) => d * BigInt(strip.length), 1n);
  return { numerator, denominator };
}

/** Payout of a slot round in minor units: stake × totalPay / 10, rounded down to the minor unit. */
export function slotPayoutMinor(stakeMinor: bigint, outcome: SlotOutcome): bigint {
  return (stakeMinor * BigInt(outcome.totalPay)) / BigInt(SLOT_PAYLINES.length);
}

// ---- dice: roll 0.00..99.99, win under or over a target

export const DiceDirectionSchema = z.enum(['under', 'over']);
export type DiceDirection = z.infer<typeof DiceDirectionSchema>;
/** The dice returns 99% of stakes: the multiplier is 99 / win chance (%). */
export const DICE_RTP_PERCENT = 99;
export const DICE_OUTCOMES = 10_000;
/** Win chance between 1% and 95% (100 .. 9,500 of the 10,000 rolls). */
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9_500;

/** How many of the 10,000 rolls win (roll and target in hundredths). */
export function diceWinningRolls(targetHundredths: number, direction: DiceDirection): number {
  return direction === 'under' ? targetHundredths : DICE_OUTCOMES - 1 - targetHundredths;
}

/** The payout multiplier in ten-thousandths, rounded down (e.g. 19800 = ×1.98 at 50%). */
export function diceMultiplierBasis(winningRolls: number): number {
  return Math.floor((DICE_RTP_PERCENT * 100 * 10_000) / winningRolls);
}

export type DiceOutcome = {
  game: typeof DICE_GAME_CODE;
  /** The roll in hundredths: 0 .. 9999 means 0.00 .. 99.99. */
  roll: number;
  /** The target in hundredths and the side that wins (roll < target, or roll > target). */
  target: number;
  direction: DiceDirection;
  win: boolean;
};

export function diceOutcomeOf(roll: number, target: number, direction: DiceDirection): DiceOutcome {
  const win = direction === 'under' ? roll < target : roll > target;
  return { game: DICE_GAME_CODE, roll, target, direction, win };
}

/** Payout of a dice round in minor units: stake × 99 / chance, rounded down to the minor unit. */
export function dicePayoutMinor(stakeMinor: bigint, outcome: DiceOutcome): bigint {
  if (!outcome.win) return 0n;
  const winning = BigInt(diceWinningRolls(outcome.target, outcome.direction));
  return (stakeMinor * BigInt(DICE_RTP_PERCENT * 100)) / winning;
}

/** A dice target is valid when its win chance lies between 1% and 95%. */
export function isDiceTargetValid(targetHundredths: number, direction: DiceDirection): boolean {
  if (!Number.isInteger(targetHundredths) || targetHundredths < 0) return false;
  const winning = diceWinningRolls(targetHundredths, direction);
  return winning >= DICE_MIN_WINNING && winning <= DICE_MAX_WINNING;
}

// ---- provably fair derivation

export type OriginalOutcome = SlotOutcome | DiceOutcome;
export type DiceParams = { target: number; direction: DiceDirection };
export type FairInput = {
  game: OriginalGameCode;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** Dice only: the player's target (hundredths) and side. */
  dice?: DiceParams | null;
};

/** The HMAC message of one 32-byte block of a round's random stream. */
export function fairMessage(clientSeed: string, nonce: number, cursor: number): string {
  return `${clientSeed}:${nonce}:${cursor}`;
}

/**
 * Uniform integers from the HMAC blocks: 4 bytes big-endian at a time, rejection-sampled so that
 * every value in 0..n-1 is exactly as likely. Null when the blocks so far are used up.
 */
class FairStream {
  private offset = 0;
  constructor(private readonly blocks: readonly Uint8Array[]) {}

  nextInt(n: number): number | null {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const block = this.blocks[Math.floor(this.offset / 32)];
      if (!block) return null;
      const at = this.offset % 32;
      this.offset += 4;
      const value =
        ((block[at]! << 24) >>> 0) +
        (block[at + 1]! << 16) +
        (block[at + 2]! << 8) +
        block[at + 3]!;
      if (value < limit) return value % n;
    }
  }
}

/** The round's outcome from its random blocks, or null when more blocks are needed. */
export function outcomeFromBlocks(
  input: Pick<FairInput, 'game' | 'dice'>,
  blocks: readonly Uint8Array[],
): OriginalOutcome | null {
  const stream = new FairStream(blocks);
  if (input.game === SLOT_GAME_CODE) {
    const stops: number[] = [];
    for (const strip of SLOT_REELS) {
      const stop = stream.nextInt(strip.length);
      if (stop === null) return null;
      stops.push(stop);
    }
    return slotOutcomeOf(stops);
  }
  if (!input.dice) throw new Error('dice needs a target and a direction');
  const roll = stream.nextInt(DICE_OUTCOMES);
  if (roll === null) return null;
  return diceOutcomeOf(roll, input.dice.target, input.dice.direction);
}

const encoder = new TextEncoder();

async function hmacBlock(serverSeed: string, message: string): Promise<Uint8Array> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/** A round's outcome with WebCrypto (server and browser). */
export async function computeOutcome(input: FairInput): Promise<OriginalOutcome> {
  const blocks: Uint8Array[] = [];
  for (;;) {
    blocks.push(
      await hmacBlock(input.serverSeed, fairMessage(input.clientSeed, input.nonce, blocks.length)),
    );
    const outcome = outcomeFromBlocks(input, blocks);
    if (outcome) return outcome;
  }
}

/**
 * The same outcome with a synchronous HMAC-SHA256 (e.g. node:crypto's createHmac), for the RTP
 * simulation; tested to agree with computeOutcome.
 */
export function computeOutcomeSync(
  input: FairInput,
  hmac: (key: string, message: string) => Uint8Array,
): OriginalOutcome {
  const blocks: Uint8Array[] = [];
  for (;;) {
    blocks.push(hmac(input.serverSeed, fairMessage(input.clientSeed, input.nonce, blocks.length)));
    const outcome = outcomeFromBlocks(input, blocks);
    if (outcome) return outcome;
  }
}

/** Lowercase hex SHA-256 of a text: the commitment to a server seed. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Payout in minor units of an outcome for a stake. */
export function payoutMinorOf(stakeMinor: bigint, outcome: OriginalOutcome): bigint {
  return outcome.game === SLOT_GAME_CODE
    ? slotPayoutMinor(stakeMinor, outcome)
    : dicePayoutMinor(stakeMinor, outcome);
}

/** What a round returns per unit staked, before rounding to the minor unit (for the RTP sim). */
export function payoutRatioOf(outcome: OriginalOutcome): number {
  if (outcome.game === SLOT_GAME_CODE) return outcome.totalPay / SLOT_PAYLINES.length;
  if (!outcome.win) return 0;
  return (DICE_RTP_PERCENT * 100) / diceWinningRolls(outcome.target, outcome.direction);
}

// ---- wire schemas

/** A server seed: 32 random bytes as 64 lowercase hex characters. */
export const ServerSeedSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/));
/** The player's seed: 1 to 64 printable ASCII characters (no spaces or colons). */
export const ClientSeedSchema = z.string().check(
  z.regex(/^[\x21-\x39\x3b-\x7e]{1,64}$/, {
    message: 'validation.client_seed',
  }),
);
/** The dice target as the player types it, in 0.01 steps ("49.50"). */
export const DiceTargetSchema = z.string().check(z.regex(/^(0|[1-9]\d?)(\.\d{1,2})?$/));

const SlotSymbolSchema = z.enum(SLOT_SYMBOLS);
export const SlotOutcomeSchema = z.object({
  game: z.literal(SLOT_GAME_CODE),
  stops: z.array(z.int()),
  window: z.array(z.array(SlotSymbolSchema)),
  lines: z.array(
    z.object({
      line: z.int(),
      symbol: SlotSymbolSchema,
      count: z.int(),
      pay: z.int(),
    }),
  ),
  totalPay: z.int(),
});
export const DiceOutcomeSchema = z.object({
  game: z.literal(DICE_GAME_CODE),
  roll: z.int(),
  target: z.int(),
  direction: DiceDirectionSchema,
  win: z.boolean(),
});
export const OriginalOutcomeSchema = z.discriminatedUnion('game', [
  SlotOutcomeSchema,
  DiceOutcomeSchema,
]);

/** `POST /wps/originals/session`: exchange the launch token of the game URL for a game session. */
export const OriginalsSessionBodySchema = z.object({
  gameCode: z.string().check(z.minLength(1), z.maxLength(64)),
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type OriginalsSessionBody = z.infer<typeof OriginalsSessionBodySchema>;

/** The header that carries the game session on every other call. */
export const ORIGINALS_SESSION_HEADER = 'x-game-session';

/** The game, the player's balance and the fairness state before the next round. */
export const OriginalsStateSchema = z.object({
  gameCode: OriginalGameCodeSchema,
  gameName: z.string(),
  currency: z.string(),
  balance: AmountSchema,
  minStake: AmountSchema,
  maxStake: AmountSchema,
  /** The design return to player, e.g. 0.99. */
  rtp: z.number(),
  clientSeed: z.string(),
  /** SHA-256 of the server seed the next round uses (revealed after that round). */
  serverSeedHash: z.string(),
  /** The next round's nonce. */
  nonce: z.int(),
  sessionExpiresAt: z.string(),
});
export type OriginalsState = z.infer<typeof OriginalsStateSchema>;

export const OriginalsSessionValueSchema = z.extend(OriginalsStateSchema, {
  /** Send in the x-game-session header. */
  sessionToken: z.string(),
});
export type OriginalsSessionValue = z.infer<typeof OriginalsSessionValueSchema>;

/** `POST /wps/originals/play`. */
export const OriginalsPlayBodySchema = z.object({
  /** The player's id of this round (a repeat with the same id answers the same round). */
  requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  stake: z.string().check(z.maxLength(24)),
  /** Dice only. */
  dice: z.optional(z.object({ target: DiceTargetSchema, direction: DiceDirectionSchema })),
});
export type OriginalsPlayBody = z.infer<typeof OriginalsPlayBodySchema>;

/** One played round, seeds revealed. */
export const OriginalsRoundSchema = z.object({
  roundId: z.string(),
  gameCode: OriginalGameCodeSchema,
  stake: AmountSchema,
  payout: AmountSchema,
  outcome: OriginalOutcomeSchema,
  serverSeed: ServerSeedSchema,
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.int(),
  /** ISO 8601. */
  playedAt: z.string(),
});
export type OriginalsRound = z.infer<typeof OriginalsRoundSchema>;

/** The answer to a round: the round, the balance after it, and the next round's commitment. */
export const OriginalsPlayValueSchema = z.object({
  round: OriginalsRoundSchema,
  balance: AmountSchema,
  next: z.object({ serverSeedHash: z.string(), nonce: z.int(), clientSeed: z.string() }),
});
export type OriginalsPlayValue = z.infer<typeof OriginalsPlayValueSchema>;

/** `PUT /wps/originals/seed`: the player's own client seed for the next rounds. */
export const OriginalsSeedBodySchema = z.object({ clientSeed: ClientSeedSchema });

/** `GET /wps/originals/rounds`: the last 10 rounds of this game. */
export const OriginalsRoundListSchema = z.array(OriginalsRoundSchema);

/** `GET /wps/originals/rounds/{roundId}`: a round to verify, and whether it recomputes. */
export const OriginalsVerifyValueSchema = z.object({
  round: OriginalsRoundSchema,
  /** The server recomputed the outcome from the seeds and found the stored one. */
  verified: z.boolean(),
});
export type OriginalsVerifyValue = z.infer<typeof OriginalsVerifyValueSchema>;
