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
  overrides: { type?: number; status?: string } = {},
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
