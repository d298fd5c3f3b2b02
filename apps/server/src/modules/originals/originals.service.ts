import { originalsLimits } from './originals-settings.ts';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  computeOutcome,
  DICE_GAME_CODE,
  formatAmountMinor,
  isDiceTargetValid,
  MONEY,
  ORIGINAL_GAME_CODES,
  ORIGINAL_GAME_RULES,
  OriginalOutcomeSchema,
  parseAmountMinor,
  payoutMinorOf,
  sha256Hex,
  type DiceParams,
  type ErrorCode,
  type OriginalGameCode,
  type OriginalsPlayBody,
  type OriginalsPlayValue,
  type OriginalsRound,
  type OriginalsSessionValue,
  type OriginalsState,
  type OriginalsVerifyValue,
  type VendorWalletAnswer,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { signPayload } from '../../lib/signed-request.ts';
import {
  findPlayer,
  findPlayerById,
  findVendorWallet,
} from '../vendor-wallet/vendor-wallet.repository.ts';
import { handleVendorCall, type VendorWalletDeps } from '../vendor-wallet/vendor-wallet.service.ts';
import {
  ensureSeeds,
  findInHouseGame,
  findLaunchTokenGame,
  findRound,
  findRoundByRequest,
  findSeeds,
  findSession,
  insertRoundIfNew,
  insertSession,
  listSettledRounds,
  listUnfinishedRounds,
  lockRound,
  lockSeeds,
  updateRoundFrom,
  updateSeeds,
  type OriginalGameRow,
  type RoundRow,
  type SeedRow,
  type SessionRow,
} from './originals.repository.ts';
import { assertMayStake, checkStake as checkProtection } from '../protection/protection.service.ts';

/**
 * The in-house game server (docs/decisions/2026-11-23-in-house-games.md). It is a vendor like any other:
 * it learns who plays from the launch token through the vendor wallet's `authenticate`, and takes
 * every stake and pays every win through signed `bet` and `win` calls (handleVendorCall, the code
 * path an outside vendor's HTTP call takes), so the ledger sees in-house rounds exactly as it sees
 * a vendor's. Outcomes come from the provably fair functions of the contracts package.
 */

export type OriginalsDeps = VendorWalletDeps;

/** How long a game session lasts after the launch. */
export const ORIGINALS_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** A round still unfinished this long after it began is finished by recovery. */
export const RECOVERY_AFTER_MS = 60 * 1000;
/** How many past rounds the game recalls. */
export const HISTORY_SIZE = 10;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(9).toString('base64url');

function isOriginalGame(code: string): code is OriginalGameCode {
  return (ORIGINAL_GAME_CODES as readonly string[]).includes(code);
}

/** A game we implement and the catalogue lists (enabled), or originals.unknown_game. */
async function gameOf(
  db: Db,
  gameCode: string,
): Promise<OriginalGameRow & { code: OriginalGameCode }> {
  const row = isOriginalGame(gameCode) ? await findInHouseGame(db, gameCode) : undefined;
  if (!row || !isOriginalGame(row.gameCode)) throw new AppError('originals.unknown_game');
  return { ...row, code: row.gameCode };
}

// ---- the vendor wallet, called as a vendor calls it

let requestCounter = 0;

/**
 * One signed vendor wallet call: the body is signed with the wallet account's secret exactly as
 * an outside vendor signs it, and goes through handleVendorCall.
 */
async function walletCall(
  deps: OriginalsDeps,
  vendorCode: string,
  action: 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback',
  body: Record<string, unknown>,
): Promise<VendorWalletAnswer> {
  const vendor = await findVendorWallet(deps.db, vendorCode);
  const secret = vendor?.secretEnv ? deps.secrets[vendor.secretEnv] : undefined;
  if (!secret) throw new AppError('originals.wallet_unavailable');
  requestCounter += 1;
  const rawBody = Buffer.from(
    JSON.stringify({ requestId: `og-${process.pid}-${requestCounter}-${Date.now()}`, ...body }),
  );
  const timestamp = String(Date.now());
  return handleVendorCall(deps, {
    vendorCode,
    action,
    timestamp,
    signature: signPayload(secret, timestamp, rawBody),
    rawBody,
  });
}

async function currencyOf(deps: OriginalsDeps): Promise<string> {
  return (await deps.settings.site()).currency.code;
}

// ---- sessions

export type GameSession = SessionRow & { accountNo: string };

/**
 * `POST /wps/originals/session`: exchanges the one-time launch token of the game URL for a game
 * session bound to the member and the game.
 */
export async function openSession(
  deps: OriginalsDeps,
  input: { gameCode: string; token: string },
): Promise<OriginalsSessionValue> {
  const game = await gameOf(deps.db, input.gameCode);
  // The token names its game; a token for another game is refused before it is used up.
  const issued = await findLaunchTokenGame(deps.db, sha256(input.token));
  if (!issued || issued.gameCode !== game.code)
    throw new AppError('originals.launch_token_invalid');
  const auth = await walletCall(deps, game.vendorCode, 'authenticate', { token: input.token });
  if (auth.status === 'PLAYER_NOT_FOUND') throw new AppError('account.disabled');
  if (auth.status !== 'OK' || !auth.playerId) throw new AppError('originals.launch_token_invalid');
  const player = await findPlayer(deps.db, auth.playerId);
  if (!player) throw new AppError('account.disabled');

  const serverSeed = newServerSeed();
  await ensureSeeds(deps.db, {
    memberId: player.id,
    serverSeed,
    serverSeedHash: sha256(serverSeed),
    clientSeed: newClientSeed(),
  });
  await recoverRounds(deps, player.id);

  const sessionToken = randomBytes(32).toString('base64url');
  const session: SessionRow = {
    tokenHash: sha256(sessionToken),
    memberId: player.id,
    gameCode: game.code,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + ORIGINALS_SESSION_TTL_MS),
  };
  await insertSession(deps.db, session);
  const state = await stateOf(deps, { ...session, accountNo: player.accountNo });
  return { ...state, sessionToken };
}

/** The session a game call carries, or originals.session_required / session_expired. */
export async function resolveSession(db: Db, token: string | undefined): Promise<GameSession> {
  if (!token) throw new AppError('originals.session_required');
  const session = await findSession(db, sha256(token));
  if (!session) throw new AppError('originals.session_required');
  if (session.expiresAt.getTime() <= Date.now()) throw new AppError('originals.session_expired');
  const player = await findPlayerById(db, session.memberId);
  if (!player) throw new AppError('originals.session_required');
  return { ...session, accountNo: player.accountNo };
}

async function seedsOf(db: Db, memberId: number): Promise<SeedRow> {
  const seeds = await findSeeds(db, memberId);
  if (seeds) return seeds;
  const serverSeed = newServerSeed();
  return ensureSeeds(db, {
    memberId,
    serverSeed,
    serverSeedHash: sha256(serverSeed),
    clientSeed: newClientSeed(),
  });
}

/** `GET /wps/originals/state`: the game, the balance and the next round's commitment. */
export async function stateOf(deps: OriginalsDeps, session: GameSession): Promise<OriginalsState> {
  const game = await gameOf(deps.db, session.gameCode);
  const currency = await currencyOf(deps);
  const answer = await walletCall(deps, game.vendorCode, 'balance', {
    playerId: session.accountNo,
    currency,
  });
  if (answer.status !== 'OK' || answer.balance === null) {
    throw new AppError(
      answer.status === 'PLAYER_NOT_FOUND' ? 'account.disabled' : 'originals.wallet_unavailable',
    );
  }
  const seeds = await seedsOf(deps.db, session.memberId);
  const rules = {
    ...ORIGINAL_GAME_RULES[game.code],
    ...(await originalsLimits(deps.db))[game.code],
  };
  return {
    gameCode: game.code,
    gameName: game.gameName,
    currency,
    balance: answer.balance,
    minStake: rules.minStake,
    maxStake: rules.maxStake,
    rtp: rules.designRtp,
    clientSeed: seeds.clientSeed,
    serverSeedHash: seeds.serverSeedHash,
    nonce: seeds.nonce,
    sessionExpiresAt: session.expiresAt.toISOString(),
  };
}

/** `PUT /wps/originals/seed`: the player's client seed for the rounds to come. */
export async function setClientSeed(
  deps: OriginalsDeps,
  session: GameSession,
  clientSeed: string,
): Promise<OriginalsState> {
  await seedsOf(deps.db, session.memberId);
  await updateSeeds(deps.db, session.memberId, { clientSeed });
  return stateOf(deps, session);
}

// ---- rounds

/**
 * The stake as minor units within the game's limits (the operator's, over the design's), or the
 * matching stable error.
 */
export function checkStake(
  game: OriginalGameCode,
  stake: string,
  limits: { minStake: string; maxStake: string } = ORIGINAL_GAME_RULES[game],
): bigint {
  const minor = parseAmountMinor(stake, MONEY.decimals);
  if (minor === null) throw new AppError('originals.stake_invalid');
  const rules = limits;
  if (minor < parseAmountMinor(rules.minStake)!) {
    throw new AppError('originals.stake_below_min', { value: { minStake: rules.minStake } });
  }
  if (minor > parseAmountMinor(rules.maxStake)!) {
    throw new AppError('originals.stake_above_max', { value: { maxStake: rules.maxStake } });
  }
  return minor;
}

function diceParamsOf(body: OriginalsPlayBody): DiceParams {
  if (!body.dice) throw new AppError('originals.dice_target_invalid');
  const target = parseAmountMinor(body.dice.target, 2);
  if (target === null || !isDiceTargetValid(Number(target), body.dice.direction)) {
    throw new AppError('originals.dice_target_invalid');
  }
  return { target: Number(target), direction: body.dice.direction };
}

function roundView(row: RoundRow): OriginalsRound {
  return {
    roundId: row.id,
    gameCode: row.gameCode as OriginalGameCode,
    stake: formatAmountMinor(row.stakeMinor),
    payout: formatAmountMinor(row.payoutMinor ?? 0n),
    outcome: OriginalOutcomeSchema.parse(row.outcome),
    serverSeed: row.serverSeed!,
    serverSeedHash: row.serverSeedHash!,
    clientSeed: row.clientSeed!,
    nonce: row.nonce!,
    playedAt: (row.drawnAt ?? row.createdAt).toISOString(),
  };
}

const sameParams = (a: unknown, b: unknown) => isDeepStrictEqual(a ?? null, b ?? null);

/**
 * `POST /wps/originals/play`: one round. The round is written pending under the player's request
 * id, the stake taken (bet), the outcome drawn with the committed server seed and the next seed
 * committed (one transaction, under the member's seed lock), the win paid (win, roundClosed), and
 * the round settled. Every step is idempotent, so a repeated or concurrent request with the same
 * request id finishes the same round and pays it once.
 */
export async function playRound(
  deps: OriginalsDeps,
  session: GameSession,
  body: OriginalsPlayBody,
): Promise<OriginalsPlayValue> {
  const game = await gameOf(deps.db, session.gameCode);
  const stakeMinor = checkStake(game.code, body.stake, (await originalsLimits(deps.db))[game.code]);
  const params = game.code === DICE_GAME_CODE ? diceParamsOf(body) : null;
  // Player protection, said in the game's own words before the wallet answers PLAYER_NOT_FOUND
  // (a retry of a round already taken goes on: its stake was accepted before).
  const refusal = await checkProtection(deps.db, session.memberId, stakeMinor, new Date());
  if (refusal && !(await findRoundByRequest(deps.db, session.memberId, body.requestId))) {
    await assertMayStake(deps.db, session.memberId, stakeMinor, new Date());
  }

  let round =
    (await insertRoundIfNew(deps.db, {
      id: randomUUID(),
      memberId: session.memberId,
      requestId: body.requestId,
      gameCode: game.code,
      vendorCode: game.vendorCode,
      stakeMinor,
      params,
    })) ?? (await findRoundByRequest(deps.db, session.memberId, body.requestId));
  if (!round) throw new AppError('originals.request_mismatch');
  if (
    round.gameCode !== game.code ||
    round.stakeMinor !== stakeMinor ||
    !sameParams(round.params, params)
  ) {
    throw new AppError('originals.request_mismatch');
  }
  round = await finishRound(deps, session.accountNo, round);
  const seeds = await seedsOf(deps.db, session.memberId);
  return {
    round: roundView(round),
    balance: formatAmountMinor(round.balanceAfterMinor ?? 0n),
    next: {
      serverSeedHash: seeds.serverSeedHash,
      nonce: seeds.nonce,
      clientSeed: seeds.clientSeed,
    },
  };
}

const betId = (round: RoundRow) => `${round.id}:bet`;

/** Drives a round from wherever it stands to settled, or throws the error it ended with. */
async function finishRound(
  deps: OriginalsDeps,
  accountNo: string,
  start: RoundRow,
): Promise<RoundRow> {
  let round = start;
  const currency = await currencyOf(deps);
  const money = {
    playerId: accountNo,
    currency,
    roundId: round.id,
    gameCode: round.gameCode,
  };
  if (round.state === 'refused')
    throw new AppError((round.refusal ?? 'originals.insufficient_funds') as ErrorCode);
  if (round.state === 'void') throw new AppError('originals.round_cancelled');

  if (round.state === 'pending') {
    const bet = await walletCall(deps, round.vendorCode, 'bet', {
      ...money,
      transactionId: betId(round),
      amount: formatAmountMinor(round.stakeMinor),
    });
    if (bet.status !== 'OK') {
      const refusal: ErrorCode | null =
        bet.status === 'INSUFFICIENT_FUNDS'
          ? 'originals.insufficient_funds'
          : bet.status === 'PLAYER_NOT_FOUND'
            ? 'account.disabled'
            : null;
      if (refusal) {
        await updateRoundFrom(deps.db, round.id, 'pending', { state: 'refused', refusal });
        throw new AppError(refusal);
      }
      if (bet.status === 'ALREADY_SETTLED') {
        // Recovery returned this stake before the bet arrived: the round never happened.
        await updateRoundFrom(deps.db, round.id, 'pending', {
          state: 'void',
          settledAt: new Date(),
        });
        throw new AppError('originals.round_cancelled');
      }
      throw new AppError('originals.wallet_unavailable');
    }
    round = await drawRound(deps.db, round);
  }

  if (round.state === 'drawn') {
    const win = await walletCall(deps, round.vendorCode, 'win', {
      ...money,
      transactionId: `${round.id}:win`,
      betTransactionId: betId(round),
      amount: formatAmountMinor(round.payoutMinor ?? 0n),
      roundClosed: true,
    });
    if (win.status !== 'OK' || win.balance === null)
      throw new AppError('originals.wallet_unavailable');
    round =
      (await updateRoundFrom(deps.db, round.id, 'drawn', {
        state: 'settled',
        balanceAfterMinor: parseAmountMinor(win.balance)!,
        settledAt: new Date(),
      })) ?? (await findRound(deps.db, round.id))!;
  }
  if (round.state !== 'settled') throw new AppError('originals.wallet_unavailable');
  return round;
}

/**
 * Draws a round whose stake is taken: under the round's and the member's seed locks, the committed
 * server seed, the client seed and the nonce give the outcome; the round keeps them (the seed is
 * now revealed) and the member gets a fresh committed seed and the next nonce.
 */
async function drawRound(db: Db, start: RoundRow): Promise<RoundRow> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const round = await lockRound(tx, start.id);
    if (!round || round.state !== 'pending') return round ?? start;
    const seeds = await lockSeeds(tx, round.memberId);
    if (!seeds) throw new AppError('originals.wallet_unavailable');
    const outcome = await computeOutcome({
      game: round.gameCode as OriginalGameCode,
      serverSeed: seeds.serverSeed,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
      dice: (round.params as DiceParams | null) ?? null,
    });
    const next = newServerSeed();
    await updateSeeds(tx, round.memberId, {
      serverSeed: next,
      serverSeedHash: sha256(next),
      nonce: seeds.nonce + 1,
    });
    const drawn = await updateRoundFrom(tx, round.id, 'pending', {
      state: 'drawn',
      serverSeed: seeds.serverSeed,
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
      outcome,
      payoutMinor: payoutMinorOf(round.stakeMinor, outcome),
      drawnAt: new Date(),
    });
    return drawn!;
  });
}

/**
 * Finishes the member's rounds that a crash or a lost wallet answer left unfinished for more than
 * a minute: a drawn round gets its win paid; a pending one (its stake may or may not have been
 * taken) gets its stake returned by a rollback, which the wallet also records when it never saw
 * the bet, so that a late bet is refused.
 */
export async function recoverRounds(
  deps: OriginalsDeps,
  memberId: number,
  now = Date.now(),
): Promise<number> {
  const rounds = await listUnfinishedRounds(deps.db, memberId, new Date(now - RECOVERY_AFTER_MS));
  if (rounds.length === 0) return 0;
  const player = await findPlayerById(deps.db, memberId);
  if (!player) return 0;
  const currency = await currencyOf(deps);
  let finished = 0;
  for (const round of rounds) {
    try {
      if (round.state === 'drawn') {
        await finishRound(deps, player.accountNo, round);
        finished += 1;
        continue;
      }
      const answer = await walletCall(deps, round.vendorCode, 'rollback', {
        playerId: player.accountNo,
        currency,
        roundId: round.id,
        gameCode: round.gameCode,
        transactionId: `${round.id}:rollback`,
        betTransactionId: betId(round),
        amount: formatAmountMinor(round.stakeMinor),
      });
      if (answer.status === 'OK') {
        await updateRoundFrom(deps.db, round.id, 'pending', {
          state: 'void',
          settledAt: new Date(),
        });
        finished += 1;
      }
    } catch {
      // Left for the next recovery; a wallet that cannot answer now may answer later.
    }
  }
  return finished;
}

/** `GET /wps/originals/rounds`: the member's last 10 rounds of the session's game. */
export async function lastRounds(db: Db, session: GameSession): Promise<OriginalsRound[]> {
  const rows = await listSettledRounds(db, session.memberId, session.gameCode, HISTORY_SIZE);
  return rows.map(roundView);
}

/**
 * `GET /wps/originals/rounds/{roundId}`: a settled round with its seeds, recomputed here from
 * them with the same functions the verification page runs.
 */
export async function verifyRound(db: Db, roundId: string): Promise<OriginalsVerifyValue> {
  const row = /^[0-9a-f-]{36}$/.test(roundId) ? await findRound(db, roundId) : undefined;
  if (!row || row.state !== 'settled') throw new AppError('originals.round_not_found');
  const round = roundView(row);
  const outcome = await computeOutcome({
    game: round.gameCode,
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    dice: (row.params as DiceParams | null) ?? null,
  });
  const verified =
    isDeepStrictEqual(OriginalOutcomeSchema.parse(outcome), round.outcome) &&
    (await sha256Hex(round.serverSeed)) === round.serverSeedHash &&
    payoutMinorOf(row.stakeMinor, outcome) === row.payoutMinor;
  return { round, verified };
}
