import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  formatAmountMinor,
  MONEY,
  parseAmountMinor,
  VENDOR_TIMESTAMP_WINDOW_MS,
  VENDOR_WALLET_REQUEST_SCHEMAS,
  VendorWalletActionSchema,
  type VendorBetRequest,
  type VendorRollbackRequest,
  type VendorWalletAction,
  type VendorWalletAnswer,
  type VendorWalletStatus,
  type VendorWinRequest,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { withRetry } from '../../db/retry.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SettingsStore } from '../system/settings-store.ts';
import { balanceOf, postTransfer, ReplayRace, walletOf } from '../ledger/ledger.service.ts';
import { readBalance, toBigInt } from '../ledger/ledger.repository.ts';
import { ledgerTransfers } from '../../lib/metrics.ts';
import { recordWin } from '../game/winners.service.ts';
import { checkSignature } from '../../lib/signed-request.ts';
import { checkStake } from '../protection/protection.service.ts';
import {
  closeRound,
  consumeLaunchToken,
  deleteOldLaunchTokens,
  findPlayer,
  findPlayerById,
  findVendorTransaction,
  findVendorWallet,
  insertBetIfNew,
  insertLaunchToken,
  insertVendorTransaction,
  lockBet,
  lockRound,
  lockRoundCreating,
  setBetState,
  type PlayerRow,
  type VendorTransactionRow,
} from './vendor-wallet.repository.ts';
import {
  cachedPlayerIdentity,
  cachedVendorWallet,
  rememberVendorWallet,
} from './vendor-wallet.cache.ts';
import { groupCommitOf } from './group-commit.ts';

/**
 * The seamless wallet (domain/seamless-wallet.md, docs/vendor-wallet-api.md,
 * docs/decisions/2026-11-21-vendor-wallet.md): game vendors take stakes and pay wins through these
 * calls, each signed, each idempotent by transaction id, each one database transaction.
 */

export type VendorWalletDeps = {
  db: Db;
  settings: SettingsStore;
  /** Secrets by environment variable name (config.vendorSecrets). */
  secrets: Record<string, string>;
};

/** How long a launch token may wait for the vendor's authenticate call. */
export const LAUNCH_TOKEN_TTL_MS = 5 * 60 * 1000;

function hashLaunchToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A one-time launch token for the game URL (the games module's launchGame puts it there); the
 * vendor exchanges it for the player id, currency and balance with `authenticate`.
 */
export async function issueLaunchToken(
  db: Db,
  memberId: number,
  vendorCode: string,
  gameCode: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LAUNCH_TOKEN_TTL_MS);
  await deleteOldLaunchTokens(db);
  await insertLaunchToken(db, {
    tokenHash: hashLaunchToken(token),
    memberId,
    vendorCode,
    gameCode,
    expiresAt,
  });
  return { token, expiresAt };
}

export type VendorCall = {
  vendorCode: string;
  action: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: Buffer | null;
  /** Milliseconds since the epoch (tests may move the clock). */
  now?: number;
};

/** A refusal decided inside a money transaction; the transaction rolls back. */
class Refusal extends Error {
  constructor(readonly status: VendorWalletStatus) {
    super(status);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The requestId of a body we cannot trust, to echo it back (nothing else is read from it). */
function requestIdOf(rawBody: Buffer | null): string | null {
  try {
    const parsed: unknown = JSON.parse(utf8.decode(rawBody ?? Buffer.alloc(0)));
    const id = (parsed as { requestId?: unknown } | null)?.requestId;
    return typeof id === 'string' && /^[\x21-\x7e]{1,100}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

function refused(status: VendorWalletStatus, requestId: string | null): VendorWalletAnswer {
  return { status, playerId: null, currency: null, balance: null, requestId };
}

/**
 * Answers one vendor call. Order: the vendor and its secret, the signature over the raw body and
 * the timestamp, then the body (exact JSON, the action's schema, unknown fields refused), then
 * the action. Never throws for anything the caller sent. A bet, win or rollback first tries the
 * one-statement path (quickMoneyCall); whatever that path does not answer is answered here.
 */
export async function handleVendorCall(
  deps: VendorWalletDeps,
  call: VendorCall,
): Promise<VendorWalletAnswer> {
  if (call.action === 'bet' || call.action === 'win' || call.action === 'rollback') {
    const quick = await quickMoneyCall(deps, call, call.action);
    if (quick) return quick;
  }
  const vendorCode = call.vendorCode.slice(0, 64);
  const vendor = rememberVendorWallet(
    deps.db,
    vendorCode,
    await findVendorWallet(deps.db, vendorCode),
  );
  const secret = vendor?.secretEnv ? deps.secrets[vendor.secretEnv] : undefined;
  if (!vendor || !vendor.vendorEnabled || !vendor.walletEnabled || !secret) {
    return refused('INVALID_SIGNATURE', requestIdOf(call.rawBody));
  }
  const problem = checkSignature({
    secret,
    timestamp: call.timestamp,
    signature: call.signature,
    rawBody: call.rawBody,
    now: call.now ?? Date.now(),
    windowMs: VENDOR_TIMESTAMP_WINDOW_MS,
  });
  if (problem) return refused('INVALID_SIGNATURE', requestIdOf(call.rawBody));

  const action = VendorWalletActionSchema.safeParse(call.action);
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8.decode(call.rawBody ?? Buffer.alloc(0)));
  } catch {
    return refused('INVALID_REQUEST', null);
  }
  if (!action.success) return refused('INVALID_REQUEST', requestIdOf(call.rawBody));
  const schema = z.strictObject(VENDOR_WALLET_REQUEST_SCHEMAS[action.data].shape);
  const body = schema.safeParse(parsed);
  if (!body.success) return refused('INVALID_REQUEST', requestIdOf(call.rawBody));

  const site = await deps.settings.site();
  const ctx: CallContext = {
    db: deps.db,
    vendorCode: vendor.vendorCode,
    walletAccount: vendor.walletAccount,
    currency: site.currency.code,
  };
  switch (action.data) {
    case 'authenticate':
      return authenticate(
        ctx,
        body.data as { requestId: string; token: string; currency?: string },
      );
    case 'balance':
      return balance(ctx, body.data as { requestId: string; playerId: string; currency: string });
    default:
      return moneyCall(ctx, action.data, body.data as VendorBetRequest);
  }
}

type CallContext = { db: Db; vendorCode: string; walletAccount: string; currency: string };

function answer(
  ctx: CallContext,
  status: VendorWalletStatus,
  player: Pick<PlayerRow, 'accountNo'>,
  balanceMinor: bigint,
  requestId: string,
  transactionId?: string,
): VendorWalletAnswer {
  return {
    status,
    playerId: player.accountNo,
    currency: ctx.currency,
    balance: formatAmountMinor(balanceMinor, MONEY.decimals),
    requestId,
    ...(transactionId === undefined ? {} : { transactionId }),
  };
}

async function authenticate(
  ctx: CallContext,
  body: { requestId: string; token: string; currency?: string },
): Promise<VendorWalletAnswer> {
  if (body.currency !== undefined && body.currency !== ctx.currency) {
    return refused('INVALID_REQUEST', body.requestId);
  }
  const used = await consumeLaunchToken(ctx.db, hashLaunchToken(body.token), ctx.walletAccount);
  if (!used) return refused('INVALID_TOKEN', body.requestId);
  const player = await findPlayerById(ctx.db, used.memberId);
  if (!player || player.status !== 'active') return refused('PLAYER_NOT_FOUND', body.requestId);
  const balanceMinor = await balanceOf(ctx.db, walletOf(player).code);
  return answer(ctx, 'OK', player, balanceMinor, body.requestId);
}

async function balance(
  ctx: CallContext,
  body: { requestId: string; playerId: string; currency: string },
): Promise<VendorWalletAnswer> {
  if (body.currency !== ctx.currency) return refused('INVALID_REQUEST', body.requestId);
  const player = await findPlayer(ctx.db, body.playerId);
  if (!player || player.status !== 'active') return refused('PLAYER_NOT_FOUND', body.requestId);
  const balanceMinor = await balanceOf(ctx.db, walletOf(player).code);
  return answer(ctx, 'OK', player, balanceMinor, body.requestId);
}

type MoneyBody = VendorBetRequest &
  Partial<Pick<VendorWinRequest, 'betTransactionId' | 'roundClosed'>>;

/** What makes two calls with one transactionId the same call (requestId may differ on a retry). */
function fingerprintOf(
  action: VendorWalletAction,
  memberId: number,
  body: MoneyBody,
  amount: bigint,
) {
  const content = [
    action,
    memberId,
    body.roundId,
    body.gameCode,
    amount.toString(),
    body.betTransactionId ?? null,
    body.roundClosed ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

async function moneyCall(
  ctx: CallContext,
  action: 'bet' | 'win' | 'rollback',
  body: MoneyBody,
): Promise<VendorWalletAnswer> {
  const { db } = ctx;
  if (body.currency !== ctx.currency) return refused('INVALID_REQUEST', body.requestId);
  // spec rule 6: exact decimals only; no sign, exponent or extra decimals. A stake or a refund
  // of zero means nothing; a win of zero closes a round without paying.
  const amount = parseAmountMinor(body.amount, MONEY.decimals);
  if (amount === null || (amount === 0n && action !== 'win')) {
    return refused('INVALID_REQUEST', body.requestId);
  }
  const player = await findPlayer(db, body.playerId);
  if (!player) return refused('PLAYER_NOT_FOUND', body.requestId);
  const wallet = walletOf(player);
  const fingerprint = fingerprintOf(action, player.id, body, amount);

  const replay = async (first: VendorTransactionRow): Promise<VendorWalletAnswer> => {
    if (first.fingerprint !== fingerprint) {
      return answer(
        ctx,
        'DUPLICATE_MISMATCH',
        player,
        await balanceOf(db, wallet.code),
        body.requestId,
        body.transactionId,
      );
    }
    // rule 2: a repeat answers what the first call answered and moves nothing.
    return answer(ctx, 'OK', player, first.balanceAfterMinor, body.requestId, body.transactionId);
  };

  // A blocked account may still be paid what it won or staked; it may not stake more.
  if (action === 'bet' && player.status !== 'active') {
    const first = await findVendorTransaction(db, ctx.walletAccount, body.transactionId);
    return first ? replay(first) : refused('PLAYER_NOT_FOUND', body.requestId);
  }

  // Player protection (docs/decisions/2026-11-24-protect.md): a stake during a time-out or
  // self-exclusion is answered as a blocked account's (PLAYER_NOT_FOUND), one past a loss limit
  // as INSUFFICIENT_FUNDS, the statuses every vendor already handles by cancelling the bet.
  // Wins and rollbacks are never checked: an open round is still paid.
  if (action === 'bet') {
    const refusal = await checkStake(db, player.id, amount, new Date());
    if (refusal) {
      const first = await findVendorTransaction(db, ctx.walletAccount, body.transactionId);
      if (first) return replay(first);
      if (refusal === 'protection.excluded') return refused('PLAYER_NOT_FOUND', body.requestId);
      const now = await balanceOf(db, wallet.code);
      return answer(ctx, 'INSUFFICIENT_FUNDS', player, now, body.requestId, body.transactionId);
    }
  }

  // Every applied call ends by inserting its vendor_transactions row (unique per transactionId),
  // so a repeat cannot apply twice; whenever a call fails, a first call with its transactionId
  // is looked for, and if there is one its answer is the answer (rule 2).
  const call: MoneyCall = { ctx, body, player, amount, fingerprint, wallet };
  try {
    // In turn with this process's group commits (group-commit.ts), never beside one. Another
    // process's batch locks the ledger rows before the round's, this path the round's first: when
    // the two meet in a cycle, PostgreSQL fails one of them whole, and that one runs again.
    const balanceAfter = await groupCommitOf(db).exclusive(() =>
      withRetry(() =>
        db.transaction(async (t) => {
          const tx = t as unknown as Db;
          if (action === 'bet') return placeBet(tx, call);
          if (action === 'win') return payWin(tx, call as MoneyCall & { body: VendorWinRequest });
          return rollBack(tx, call as MoneyCall & { body: VendorRollbackRequest });
        }),
      ),
    );
    return answer(ctx, 'OK', player, balanceAfter, body.requestId, body.transactionId);
  } catch (err) {
    const refusal =
      err instanceof Refusal
        ? err.status
        : err instanceof AppError && err.code === 'wallet.insufficient_funds'
          ? 'INSUFFICIENT_FUNDS'
          : undefined;
    if (refusal || err instanceof ReplayRace || isUniqueViolation(err)) {
      const first = await findVendorTransaction(db, ctx.walletAccount, body.transactionId);
      if (first) return replay(first);
    }
    if (refusal) {
      const now = await balanceOf(db, wallet.code);
      return answer(ctx, refusal, player, now, body.requestId, body.transactionId);
    }
    throw err;
  }
}

type MoneyCall = {
  ctx: CallContext;
  body: MoneyBody;
  player: PlayerRow;
  amount: bigint;
  fingerprint: string;
  wallet: ReturnType<typeof walletOf>;
};

function transferMeta(call: MoneyCall) {
  return {
    vendorCode: call.ctx.vendorCode,
    walletAccount: call.ctx.walletAccount,
    roundId: call.body.roundId,
    gameCode: call.body.gameCode,
    transactionId: call.body.transactionId,
  };
}

async function record(
  tx: Db,
  call: MoneyCall,
  action: 'bet' | 'win' | 'rollback',
  transferId: number | null,
  balanceAfterMinor: bigint,
): Promise<bigint> {
  await insertVendorTransaction(tx, {
    walletAccount: call.ctx.walletAccount,
    transactionId: call.body.transactionId,
    vendorCode: call.ctx.vendorCode,
    action,
    memberId: call.player.id,
    roundId: call.body.roundId,
    gameCode: call.body.gameCode,
    betTransactionId: call.body.betTransactionId ?? null,
    amountMinor: call.amount,
    fingerprint: call.fingerprint,
    transferId,
    balanceAfterMinor,
    requestId: call.body.requestId,
  });
  return balanceAfterMinor;
}

/** bet: takes the stake, unless the round is over or the bet was rolled back before it came. */
async function placeBet(tx: Db, call: MoneyCall): Promise<bigint> {
  const { ctx, body, player } = call;
  const round = await lockRoundCreating(tx, ctx.walletAccount, player.id, body.roundId);
  if (round.closedAt) throw new Refusal('ALREADY_SETTLED');
  const isNew = await insertBetIfNew(tx, {
    walletAccount: ctx.walletAccount,
    betTransactionId: body.transactionId,
    memberId: player.id,
    roundId: body.roundId,
    gameCode: body.gameCode,
    amountMinor: call.amount,
    state: 'open',
    seen: true,
  });
  if (!isNew) {
    // rule 3: its rollback came first and was recorded, so the late bet is refused (unless this
    // is a repeat of the bet itself, which the caller finds).
    const bet = await lockBet(tx, ctx.walletAccount, body.transactionId);
    if (bet && !bet.seen) throw new Refusal('ALREADY_SETTLED');
    throw new ReplayRace(body.transactionId);
  }
  const moved = await postTransfer(tx, {
    debit: call.wallet.code,
    credit: call.wallet.counterparty(),
    amountMinor: call.amount,
    kind: 'bet',
    reference: `${ctx.vendorCode}:${body.roundId}`,
    idempotencyKey: `vendor:${ctx.walletAccount}:${body.transactionId}`,
    memberId: player.id,
    meta: transferMeta(call),
  });
  return record(tx, call, 'bet', moved.id, moved.debitBalanceAfterMinor);
}

/** win: pays a bet of this player's open round; roundClosed ends the round. */
async function payWin(tx: Db, call: MoneyCall & { body: VendorWinRequest }): Promise<bigint> {
  const { ctx, body, player } = call;
  const round = await lockRound(tx, ctx.walletAccount, player.id, body.roundId);
  if (!round) throw new Refusal('BET_NOT_FOUND');
  if (round.closedAt) throw new Refusal('ALREADY_SETTLED');
  const bet = await lockBet(tx, ctx.walletAccount, body.betTransactionId);
  if (!bet || bet.memberId !== player.id || bet.roundId !== body.roundId) {
    throw new Refusal('BET_NOT_FOUND');
  }
  if (!bet.seen || bet.state === 'rolled_back') throw new Refusal('ALREADY_SETTLED');
  let balanceAfter: bigint;
  let transferId: number | null = null;
  if (call.amount > 0n) {
    const moved = await postTransfer(tx, {
      debit: call.wallet.counterparty(),
      credit: call.wallet.code,
      amountMinor: call.amount,
      kind: 'win',
      reference: `${ctx.vendorCode}:${body.roundId}`,
      idempotencyKey: `vendor:${ctx.walletAccount}:${body.transactionId}`,
      memberId: player.id,
      meta: { ...transferMeta(call), betTransactionId: body.betTransactionId },
    });
    transferId = moved.id;
    balanceAfter = moved.creditBalanceAfterMinor;
    // The winner board's read model, in the credit's transaction: a win that rolls back is never
    // shown, and the reference makes a replay record nothing twice.
    await recordWin(tx, {
      reference: `${ctx.walletAccount}:${body.transactionId}`,
      memberId: player.id,
      vendorCode: ctx.vendorCode,
      gameCode: body.gameCode,
      amountMinor: call.amount,
    });
  } else {
    balanceAfter = (await readBalance(tx, call.wallet.code)) ?? 0n;
  }
  if (bet.state === 'open') await setBetState(tx, ctx.walletAccount, bet.betTransactionId, 'won');
  if (body.roundClosed) await closeRound(tx, ctx.walletAccount, player.id, body.roundId);
  return record(tx, call, 'win', transferId, balanceAfter);
}

/**
 * rollback: returns the stake of an open bet. A rollback of a bet never seen is recorded (rule 3)
 * and answered OK with nothing moved; a bet already won or rolled back is ALREADY_SETTLED.
 */
async function rollBack(
  tx: Db,
  call: MoneyCall & { body: VendorRollbackRequest },
): Promise<bigint> {
  const { ctx, body, player } = call;
  const round = await lockRoundCreating(tx, ctx.walletAccount, player.id, body.roundId);
  if (round.closedAt) throw new Refusal('ALREADY_SETTLED');
  const unseen = await insertBetIfNew(tx, {
    walletAccount: ctx.walletAccount,
    betTransactionId: body.betTransactionId,
    memberId: player.id,
    roundId: body.roundId,
    gameCode: body.gameCode,
    amountMinor: call.amount,
    state: 'rolled_back',
    seen: false,
  });
  if (unseen) {
    const balanceNow = (await readBalance(tx, call.wallet.code)) ?? 0n;
    return record(tx, call, 'rollback', null, balanceNow);
  }
  const bet = await lockBet(tx, ctx.walletAccount, body.betTransactionId);
  if (!bet || bet.memberId !== player.id || bet.roundId !== body.roundId) {
    throw new Refusal('BET_NOT_FOUND');
  }
  if (bet.state !== 'open') throw new Refusal('ALREADY_SETTLED');
  // The refund is the stake we took; a different amount is a malformed rollback.
  if (bet.amountMinor !== call.amount) throw new Refusal('INVALID_REQUEST');
  const moved = await postTransfer(tx, {
    debit: call.wallet.counterparty(),
    credit: call.wallet.code,
    amountMinor: bet.amountMinor,
    kind: 'rollback',
    reference: `${ctx.vendorCode}:${body.roundId}`,
    idempotencyKey: `vendor:${ctx.walletAccount}:${body.transactionId}`,
    memberId: player.id,
    meta: { ...transferMeta(call), betTransactionId: body.betTransactionId },
  });
  await setBetState(tx, ctx.walletAccount, bet.betTransactionId, 'rolled_back');
  return record(tx, call, 'rollback', moved.id, moved.creditBalanceAfterMinor);
}

// ---- the one-statement path (docs/decisions/2026-11-24-money-path.md)

const MONEY_SCHEMAS = {
  bet: z.strictObject(VENDOR_WALLET_REQUEST_SCHEMAS.bet.shape),
  win: z.strictObject(VENDOR_WALLET_REQUEST_SCHEMAS.win.shape),
  rollback: z.strictObject(VENDOR_WALLET_REQUEST_SCHEMAS.rollback.shape),
};

/**
 * A money call in one round trip (shared with the calls that come with it: group-commit.ts), from
 * cached lookups, when it goes the plain way: a good
 * signature and body, a known player, and a call the database function applies (or finds already
 * applied with the same content). Answers undefined for everything else, having changed nothing;
 * handleVendorCall then decides the answer by reading everything afresh, as it always did.
 */
async function quickMoneyCall(
  deps: VendorWalletDeps,
  call: VendorCall,
  action: 'bet' | 'win' | 'rollback',
): Promise<VendorWalletAnswer | undefined> {
  const { db } = deps;
  const vendor = await cachedVendorWallet(db, call.vendorCode.slice(0, 64));
  const secretEnv = vendor?.secretEnv;
  const secret = secretEnv ? deps.secrets[secretEnv] : undefined;
  if (!vendor || !secretEnv || !vendor.vendorEnabled || !vendor.walletEnabled || !secret) {
    return undefined;
  }
  const problem = checkSignature({
    secret,
    timestamp: call.timestamp,
    signature: call.signature,
    rawBody: call.rawBody,
    now: call.now ?? Date.now(),
    windowMs: VENDOR_TIMESTAMP_WINDOW_MS,
  });
  if (problem) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8.decode(call.rawBody ?? Buffer.alloc(0)));
  } catch {
    return undefined;
  }
  const checked = MONEY_SCHEMAS[action].safeParse(parsed);
  if (!checked.success) return undefined;
  const body = checked.data as MoneyBody;
  const site = await deps.settings.site();
  if (body.currency !== site.currency.code) return undefined;
  const amount = parseAmountMinor(body.amount, MONEY.decimals);
  if (amount === null || (amount === 0n && action !== 'win')) return undefined;
  const player = await cachedPlayerIdentity(db, body.playerId);
  if (!player) return undefined;
  const wallet = walletOf(player);
  const fingerprint = fingerprintOf(action, player.id, body, amount);
  const ctx: CallContext = {
    db,
    vendorCode: vendor.vendorCode,
    walletAccount: vendor.walletAccount,
    currency: site.currency.code,
  };
  const meta = {
    vendorCode: ctx.vendorCode,
    walletAccount: ctx.walletAccount,
    roundId: body.roundId,
    gameCode: body.gameCode,
    transactionId: body.transactionId,
    ...(action === 'bet' ? {} : { betTransactionId: body.betTransactionId }),
  };
  const row = await groupCommitOf(db).submit({
    action,
    walletAccount: ctx.walletAccount,
    vendorCode: ctx.vendorCode,
    secretEnv,
    memberId: String(player.id),
    walletCode: wallet.code,
    counterparty: wallet.counterparty(),
    transactionId: body.transactionId,
    roundId: body.roundId,
    gameCode: body.gameCode,
    betTransactionId: body.betTransactionId ?? null,
    roundClosed: body.roundClosed ?? null,
    amount: amount.toString(),
    fingerprint,
    requestId: body.requestId,
    meta,
    reference: `${ctx.vendorCode}:${body.roundId}`,
    idempotencyKey: `vendor:${ctx.walletAccount}:${body.transactionId}`,
    winReference: `${ctx.walletAccount}:${body.transactionId}`,
  });
  if (!row || row.balance_after === null) return undefined;
  const sameAsFirst = row.outcome === 'REPLAY' && row.first_fingerprint === fingerprint;
  if (row.outcome !== 'OK' && !sameAsFirst) return undefined;
  if (row.moved) ledgerTransfers.inc({ kind: action });
  const balanceAfter = toBigInt(row.balance_after);
  return answer(ctx, 'OK', player, balanceAfter, body.requestId, body.transactionId);
}
