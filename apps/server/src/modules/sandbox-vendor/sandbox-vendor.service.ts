import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  formatAmountMinor,
  MONEY,
  parseAmountMinor,
  type VendorWalletAnswer,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { outcomeAt, winOf } from './paytable.ts';
import { callWallet, WalletUnavailable, type WalletTransport } from './wallet-client.ts';

/**
 * The sandbox vendor: the game server behind every demo vendor's launch URL. It knows nothing of
 * our database; like any outside vendor it holds a secret and talks to the signed wallet API
 * (docs/vendor-wallet-api.md): authenticate with the launch token, then a bet and a win per round.
 */
export type SandboxVendorDeps = {
  /** The secret the demo vendors sign with (config.vendorSecrets.VENDOR_SANDBOX_SECRET). */
  secret: string;
  transport: WalletTransport;
  /** A ticket in [0, WEIGHT_TOTAL) per round; the CSPRNG in production. */
  draw: () => number;
};

/** Stakes the runner offers, in the currency's units. */
export const SANDBOX_STAKES = ['1000.00', '5000.00', '10000.00', '50000.00', '100000.00'] as const;
export type SandboxStake = (typeof SANDBOX_STAKES)[number];

/** How long a runner session lasts after its launch (the vendor's own session, not ours). */
export const SANDBOX_SESSION_TTL_MS = 2 * 60 * 60 * 1000;

/** How often a win is sent again when the wallet does not answer (same transaction id). */
const WIN_ATTEMPTS = 3;

type Session = { p: string; v: string; g: string; c: string; e: number };

const sessionKey = (secret: string) =>
  createHmac('sha256', secret).update('sandbox-vendor-session').digest();

/**
 * The runner's session, sealed with a key derived from the vendor secret: stateless, so any
 * server process can play the next round.
 */
function sealSession(secret: string, session: Session): string {
  const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
  const mac = createHmac('sha256', sessionKey(secret)).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

function openSession(secret: string, sealed: string, vendorCode: string): Session {
  const [payload, mac] = sealed.split('.');
  const expected = createHmac('sha256', sessionKey(secret))
    .update(payload ?? '')
    .digest();
  const given = Buffer.from(mac ?? '', 'base64url');
  if (!payload || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('sandbox.session_invalid');
  }
  const session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Session;
  if (session.v !== vendorCode || session.e < Date.now()) {
    throw new AppError('sandbox.session_invalid');
  }
  return session;
}

function wallet(deps: SandboxVendorDeps, vendorCode: string) {
  return { secret: deps.secret, vendorCode };
}

const requestId = () => `sbx-${randomUUID()}`;

async function orUnavailable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof WalletUnavailable) throw new AppError('sandbox.wallet_unavailable');
    throw err;
  }
}

export type SandboxSessionAnswer = {
  session: string;
  playerId: string;
  currency: string;
  balance: string;
  stakes: string[];
};

/** Trades the launch token for the player (authenticate) and opens a runner session. */
export async function startSession(
  deps: SandboxVendorDeps,
  vendorCode: string,
  launch: { token: string; game: string },
): Promise<SandboxSessionAnswer> {
  const answer = await orUnavailable(() =>
    callWallet(deps.transport, wallet(deps, vendorCode), 'authenticate', {
      requestId: requestId(),
      token: launch.token,
    }),
  );
  if (answer.status !== 'OK' || !answer.playerId || !answer.currency || !answer.balance) {
    throw new AppError('sandbox.token_invalid');
  }
  const session = sealSession(deps.secret, {
    p: answer.playerId,
    v: vendorCode,
    g: launch.game,
    c: answer.currency,
    e: Date.now() + SANDBOX_SESSION_TTL_MS,
  });
  return {
    session,
    playerId: answer.playerId,
    currency: answer.currency,
    balance: answer.balance,
    stakes: [...SANDBOX_STAKES],
  };
}

/** The player's balance now (the wallet's `balance` call). */
export async function sessionBalance(
  deps: SandboxVendorDeps,
  vendorCode: string,
  sealed: string,
): Promise<{ balance: string; currency: string }> {
  const session = openSession(deps.secret, sealed, vendorCode);
  const answer = await orUnavailable(() =>
    callWallet(deps.transport, wallet(deps, vendorCode), 'balance', {
      requestId: requestId(),
      playerId: session.p,
      currency: session.c,
    }),
  );
  if (answer.status !== 'OK' || !answer.balance) throw new AppError('sandbox.session_invalid');
  return { balance: answer.balance, currency: session.c };
}

export type SandboxRound = {
  roundId: string;
  stake: string;
  /** What the outcome paid per unit staked, e.g. "0", "0.5", "2". */
  multiplier: string;
  win: string;
  /** The balance after the win. */
  balance: string;
  currency: string;
};

/**
 * One round: bet the stake, draw the outcome, pay the win (zero included, closing the round).
 * A win the wallet did not answer is sent again with the same transaction id: the wallet pays it
 * once however often it arrives.
 */
export async function playRound(
  deps: SandboxVendorDeps,
  vendorCode: string,
  input: { session: string; stake: SandboxStake },
): Promise<SandboxRound> {
  const session = openSession(deps.secret, input.session, vendorCode);
  const stakeMinor = parseAmountMinor(input.stake, MONEY.decimals)!;
  const roundId = `SBX-${randomUUID()}`;
  const common = { playerId: session.p, currency: session.c, roundId, gameCode: session.g };
  const betTransactionId = `${roundId}-bet`;
  const bet = await orUnavailable(() =>
    callWallet(deps.transport, wallet(deps, vendorCode), 'bet', {
      requestId: requestId(),
      ...common,
      transactionId: betTransactionId,
      amount: input.stake,
    }),
  );
  if (bet.status === 'INSUFFICIENT_FUNDS') {
    throw new AppError('wallet.insufficient_funds', { value: { balance: bet.balance } });
  }
  if (bet.status !== 'OK') throw new AppError('sandbox.wallet_refused', { value: bet.status });

  const outcome = outcomeAt(deps.draw());
  const winMinor = winOf(stakeMinor, outcome);
  const win = formatAmountMinor(winMinor, MONEY.decimals);
  const winBody = {
    ...common,
    transactionId: `${roundId}-win`,
    betTransactionId,
    amount: win,
    roundClosed: true,
  };
  let paid: VendorWalletAnswer | undefined;
  for (let attempt = 1; !paid; attempt++) {
    try {
      paid = await callWallet(deps.transport, wallet(deps, vendorCode), 'win', {
        requestId: requestId(),
        ...winBody,
      });
    } catch (err) {
      if (!(err instanceof WalletUnavailable) || attempt >= WIN_ATTEMPTS) {
        throw new AppError('sandbox.wallet_unavailable', { value: { roundId } });
      }
    }
  }
  if (paid.status !== 'OK' || !paid.balance) {
    throw new AppError('sandbox.wallet_refused', { value: paid.status });
  }
  return {
    roundId,
    stake: input.stake,
    multiplier: String(outcome.tenths / 10),
    win,
    balance: paid.balance,
    currency: session.c,
  };
}
