/**
 * Test helpers of the money modules: factories that build what a test needs on the real database,
 * and signed vendor wallet calls. Not a test file itself.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  formatAmountMinor,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  type VendorWalletAnswer,
} from '@app/contracts';
import { queryRows, type Db } from '../db/client.ts';
import { insertMember } from '../modules/auth/auth.repository.ts';
import { openSession } from '../modules/auth/session.service.ts';
import { hashPassword } from '../lib/password.ts';
import { DEMO_PASSWORD } from '../db/seed/demo/accounts.ts';
import { OPERATOR_AUTH } from './test-app.ts';
import { bearer } from './auth-helpers.ts';
import { freshAddress } from './operators.ts';
import { signPayload } from '../lib/signed-request.ts';
import { toBigInt } from '../modules/ledger/ledger.repository.ts';
import { ACCOUNTS, balanceOf, fundTrialWallet } from '../modules/ledger/ledger.service.ts';

let counter = 0;

export type TestMember = {
  id: number;
  account: string;
  accountNo: string;
  type: number;
  /** A live session token for the site's routes. */
  token: string;
};

/** A fresh member (type 0 unless told), with a session; trial members get their trial money. */
let passwordHash: Promise<string> | undefined;
/** The hash of DEMO_PASSWORD, made once: scrypt is slow on purpose. */
function memberPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  return passwordHash;
}

export async function buildMember(
  app: FastifyInstance,
  overrides: {
    type?: number;
    status?: string;
    /** The upline in the agent tree (member_tree follows by the members trigger). */
    parent?: { id: number };
  } = {},
): Promise<TestMember> {
  counter += 1;
  const account = `m${counter}x${randomBytes(4).toString('hex')}`;
  const member = await insertMember(app.db, {
    account,
    nickname: null,
    type: overrides.type ?? 0,
    // The demo password (hashed once per process): tests use the session below, and type the
    // password again where the server re-authenticates (binding a bank account …).
    passwordHash: await memberPasswordHash(),
    status: overrides.status ?? 'active',
    parentId: overrides.parent?.id ?? null,
  });
  if (member.type === 4) await fundTrialWallet(app.db, member.id);
  const token = await openSession(app.db, member, { ip: '127.0.0.1', userAgent: 'test' });
  return { id: member.id, account, accountNo: member.accountNo, type: member.type, token };
}

/** Gives a member money through the operator API (a ledger transfer from the house). */
export async function fund(app: FastifyInstance, member: { account: string }, amount: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/admin/wallet/adjust',
    headers: OPERATOR_AUTH,
    payload: { account: member.account, amount, reason: 'test funding' },
  });
  if (res.statusCode !== 200) throw new Error(`funding failed: ${res.statusCode} ${res.body}`);
}

/**
 * A confirmed bank deposit: the member asks for it and the operator confirms it, as the cashier
 * does. Counts where deposits count (VIP levels, referrals, reports).
 */
export async function confirmedDeposit(
  app: FastifyInstance,
  member: TestMember,
  amount: string,
): Promise<void> {
  const asked = await app.inject({
    method: 'POST',
    url: '/wps/deposit/bank',
    headers: bearer(member.token),
    payload: { channelCode: 'BANK_VCB', amount, reference: 'TEST' },
    remoteAddress: freshAddress(),
  });
  if (asked.statusCode !== 201) throw new Error(`deposit: ${asked.statusCode} ${asked.body}`);
  const done = await app.inject({
    method: 'POST',
    url: `/wps/admin/deposits/${asked.json().value.id}/confirm`,
    headers: OPERATOR_AUTH,
    payload: {},
    remoteAddress: freshAddress(),
  });
  if (done.statusCode !== 200) throw new Error(`confirm: ${done.statusCode} ${done.body}`);
}

/** How a test round is played: what it pays back (the stake unless told) and at which vendor. */
export type RoundOptions = { win?: string; vendorCode?: string };

/** The ids of a vendor bet that its win names. */
/** The body of a vendor's bet call on a fresh round (10.00 on a JL slot unless told otherwise). */
export function betBody(member: { accountNo: string }, extra: Record<string, unknown> = {}) {
  return {
    requestId: uniqueId('req'),
    playerId: member.accountNo,
    currency: 'VND',
    transactionId: uniqueId('tx'),
    roundId: uniqueId('round'),
    gameCode: 'JL-slot-1',
    amount: '10.00',
    ...extra,
  };
}

export type VendorBet = { roundId: string; transactionId: string; gameCode: string };

/**
 * A vendor bet of `amount` in a round of its own at `vendorCode` (JL unless told); answers the bet
 * and the wallet's answer, which may refuse it.
 */
export async function vendorBet(
  app: FastifyInstance,
  member: { accountNo: string },
  amount: string,
  vendorCode?: string,
): Promise<{ bet: VendorBet; answer: VendorWalletAnswer }> {
  const bet = betBody(member, { gameCode: 'unknown-game', amount });
  return { bet, answer: await vendorCall(app, 'bet', bet, vendorCode ? { vendorCode } : {}) };
}

/** The win of `amount` that closes a bet's round (0.00: the round was lost); answers the wallet. */
export async function vendorWin(
  app: FastifyInstance,
  member: { accountNo: string },
  bet: VendorBet,
  amount: string,
  vendorCode?: string,
): Promise<VendorWalletAnswer> {
  const win = {
    requestId: uniqueId('req'),
    playerId: member.accountNo,
    currency: 'VND',
    transactionId: uniqueId('tx'),
    roundId: bet.roundId,
    gameCode: bet.gameCode,
    betTransactionId: bet.transactionId,
    amount,
    roundClosed: true,
  };
  return vendorCall(app, 'win', win, vendorCode ? { vendorCode } : {});
}

/**
 * One vendor round the vendor closes: a bet of `stake` paid back `win` (by default the stake, so
 * the wallet ends where it started) at `vendorCode` (JL unless told). Valid turnover counts it
 * when it closes. The member needs the stake in the wallet; answers the round id.
 */
export async function playRound(
  app: FastifyInstance,
  member: { accountNo: string },
  stake: string,
  { win = stake, vendorCode }: RoundOptions = {},
): Promise<string> {
  const { bet, answer } = await vendorBet(app, member, stake, vendorCode);
  if (answer.status !== 'OK') throw new Error(`bet: ${JSON.stringify(answer)}`);
  const settled = await vendorWin(app, member, bet, win, vendorCode);
  if (settled.status !== 'OK') throw new Error(`win: ${JSON.stringify(settled)}`);
  return bet.roundId;
}

/**
 * Valid turnover of `amount` (whole units): rounds of at most 100,000 at `vendorCode`, each won
 * back, so the wallet ends where it started; the member needs one round's stake. Answers the
 * rounds' ids.
 */
export async function playTurnover(
  app: FastifyInstance,
  member: { accountNo: string },
  amount: string,
  { vendorCode }: Pick<RoundOptions, 'vendorCode'> = {},
): Promise<string[]> {
  const rounds: string[] = [];
  for (let left = Number(amount); left > 0; left -= 100_000) {
    const stake = String(Math.min(left, 100_000));
    rounds.push(await playRound(app, member, stake, { vendorCode }));
  }
  return rounds;
}

/** A member's wallet balance as the API writes it ("1234.50"). */
export async function walletBalance(db: Db, member: { id: number; type?: number }) {
  const code =
    member.type === 4 ? ACCOUNTS.trialWallet(member.id) : ACCOUNTS.memberWallet(member.id);
  return formatAmountMinor(await balanceOf(db, code));
}

/** Every account's balance, to show that a refused call moved nothing at all. */
export async function allBalances(db: Db): Promise<Record<string, string>> {
  const rows = await queryRows<{ code: string; balance: unknown }>(
    db,
    sql`select code, balance_minor::text as balance from ledger_accounts order by code`,
  );
  return Object.fromEntries(rows.map((r) => [r.code, toBigInt(r.balance).toString()]));
}

export async function transferCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ledger_transfers`,
  );
  return Number(row!.n);
}

export type VendorCallOptions = {
  vendorCode?: string;
  secret?: string;
  /** ms since the epoch; default now. */
  timestamp?: number | string;
  /** Send this signature instead of the right one (null: no signature header). */
  signature?: string | null;
  /** Send this text as the body instead of JSON of `body`. */
  raw?: string;
  headers?: Record<string, string>;
};

/** The vendor wallet secret of the demo vendors in this app. */
export function sandboxSecret(app: FastifyInstance): string {
  return app.config.vendorSecrets.VENDOR_SANDBOX_SECRET!;
}

/** The inject options of a signed vendor wallet call. */
export function vendorRequest(
  app: FastifyInstance,
  action: string,
  body: unknown,
  options: VendorCallOptions = {},
): InjectOptions {
  const payload = options.raw ?? JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Date.now());
  const signature =
    options.signature === undefined
      ? signPayload(options.secret ?? sandboxSecret(app), timestamp, payload)
      : options.signature;
  return {
    method: 'POST',
    url: `/wps/vendor/${options.vendorCode ?? 'JL'}/wallet/${action}`,
    payload,
    headers: {
      'content-type': 'application/json',
      [VENDOR_TIMESTAMP_HEADER]: timestamp,
      ...(signature === null ? {} : { [VENDOR_SIGNATURE_HEADER]: signature }),
      ...options.headers,
    },
  };
}

/** A signed vendor wallet call through app.inject; answers the body (always HTTP 200). */
export async function vendorCall(
  app: FastifyInstance,
  action: string,
  body: unknown,
  options: VendorCallOptions = {},
): Promise<VendorWalletAnswer> {
  const res = await app.inject(vendorRequest(app, action, body, options));
  if (res.statusCode !== 200) throw new Error(`vendor call: HTTP ${res.statusCode} ${res.body}`);
  return res.json() as VendorWalletAnswer;
}

let txCounter = 0;
/** A transaction or round id no other test uses. */
export function uniqueId(prefix = 'tx'): string {
  txCounter += 1;
  return `${prefix}-${process.pid}-${txCounter}-${randomBytes(3).toString('hex')}`;
}
