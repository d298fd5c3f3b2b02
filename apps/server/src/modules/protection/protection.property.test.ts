import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import {
  DEFAULT_WAGERING_CONTRIBUTIONS,
  LIMIT_PERIOD_HOURS,
  type LimitKind,
  type LimitPeriod,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { deposits, rewardGrants, vendorBets, vendorRounds } from '../../db/schema.ts';
import { buildMember, fund } from '../../testing/factories.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { postTransfer, walletOf } from '../ledger/ledger.service.ts';
import { findMemberById } from '../auth/auth.repository.ts';
import { assertMayDeposit, checkStake, setLimit } from './protection.service.ts';
import { readWagering } from './wagering.service.ts';

// A model-based property test (docs/decisions/2026-11-24-protect.md): random deposits, stakes,
// wins, reward claims, limit changes and wagering checks over simulated time, each applied to
// the services (with the simulated time as their clock and as the time the rows are written)
// and to a plain model; every answer must agree.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const HOUR = 3600_000;
const PERIODS: LimitPeriod[] = ['day', 'week', 'month'];

type Action =
  | { type: 'advance'; hours: number }
  | { type: 'limit'; kind: LimitKind; period: LimitPeriod; amount: number | null }
  | { type: 'deposit'; amount: number }
  | { type: 'stake'; amount: number; live: boolean }
  | { type: 'win'; amount: number }
  | { type: 'claim'; amount: number; multiple: number }
  | { type: 'wagering' };

const amount = fc.integer({ min: 1, max: 50 }).map((n) => n * 1000);
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 80 }) }),
  fc.record({
    type: fc.constant('limit' as const),
    kind: fc.constantFrom<LimitKind>('deposit', 'loss'),
    period: fc.constantFrom(...PERIODS),
    amount: fc.option(
      fc.integer({ min: 1, max: 200 }).map((n) => n * 1000),
      { nil: null },
    ),
  }),
  fc.record({ type: fc.constant('deposit' as const), amount }),
  fc.record({ type: fc.constant('stake' as const), amount, live: fc.boolean() }),
  fc.record({ type: fc.constant('win' as const), amount }),
  fc.record({
    type: fc.constant('claim' as const),
    amount,
    multiple: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({ type: fc.constant('wagering' as const) }),
);

/** The model: what happened when, and the rules written out plainly. */
class Model {
  deposits: { t: number; amount: number }[] = [];
  play: { t: number; stake: number; returned: number }[] = [];
  turnover: { t: number; counted: number }[] = [];
  /** Limit changes as asked, in order. */
  changes: { t: number; kind: LimitKind; period: LimitPeriod; amount: number | null }[] = [];
  open: { t: number; required: number }[] = [];

  /** The limit in force at `t`: replays the changes with the cooling-off rule. */
  limit(kind: LimitKind, period: LimitPeriod, t: number): number | null {
    let current: number | null = null;
    let pending: { amount: number | null; at: number } | null = null;
    for (const c of this.changes.filter((x) => x.kind === kind && x.period === period)) {
      if (c.t > t) break;
      if (pending && pending.at <= c.t) {
        current = pending.amount;
        pending = null;
      }
      const stricter = c.amount !== null && (current === null || c.amount <= current);
      if (stricter) {
        current = c.amount;
        pending = null;
      } else if (current !== null) pending = { amount: c.amount, at: c.t + 24 * HOUR };
    }
    if (pending && pending.at <= t) current = pending.amount;
    return current;
  }

  mayDeposit(value: number, t: number): boolean {
    return PERIODS.every((p) => {
      const limit = this.limit('deposit', p, t);
      if (limit === null) return true;
      const from = t - LIMIT_PERIOD_HOURS[p] * HOUR;
      const used = this.deposits.filter((d) => d.t > from).reduce((s, d) => s + d.amount, 0);
      return used + value <= limit;
    });
  }

  mayStake(value: number, t: number): boolean {
    return PERIODS.every((p) => {
      const limit = this.limit('loss', p, t);
      if (limit === null) return true;
      const from = t - LIMIT_PERIOD_HOURS[p] * HOUR;
      const net = this.play.filter((x) => x.t > from).reduce((s, x) => s + x.stake - x.returned, 0);
      return net + value <= limit;
    });
  }

  /** Remaining turnover; meeting it closes every open requirement. */
  wagering(t: number): number {
    if (this.open.length === 0) return 0;
    const required = this.open.reduce((s, g) => s + g.required, 0);
    const from = this.open[0]!.t;
    const counted = this.turnover
      .filter((x) => x.t >= from && x.t <= t)
      .reduce((s, x) => s + x.counted, 0);
    if (counted >= required) {
      this.open = [];
      return 0;
    }
    return required - counted;
  }
}

async function refusedCode(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (err) {
    return (err as { code?: string }).code ?? 'thrown';
  }
}

describe('limits and wagering against a model', () => {
  it('agree over random histories', async () => {
    const db: Db = app.db;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 25 }), async (actions) => {
        const test = await buildMember(app);
        await fund(app, test, '5000000.00');
        const member = (await findMemberById(db, test.id))!;
        const wallet = walletOf(member);
        const model = new Model();
        let t = Date.now();
        for (const a of actions) {
          const now = new Date(t);
          switch (a.type) {
            case 'advance':
              t += a.hours * HOUR;
              break;
            case 'limit':
              model.changes.push({ t, kind: a.kind, period: a.period, amount: a.amount });
              await setLimit(
                db,
                member,
                {
                  kind: a.kind,
                  period: a.period,
                  amount: a.amount === null ? null : String(a.amount),
                },
                now,
              );
              break;
            case 'deposit': {
              const minor = BigInt(a.amount) * 100n;
              const code = await refusedCode(() => assertMayDeposit(db, member.id, minor, now));
              const allowed = model.mayDeposit(a.amount, t);
              expect(code, JSON.stringify(a)).toBe(allowed ? null : 'protection.deposit_limit');
              if (allowed) {
                model.deposits.push({ t, amount: a.amount });
                await db.insert(deposits).values({
                  orderNo: `DP${randomUUID().replace(/-/g, '').slice(0, 20)}`,
                  memberId: member.id,
                  channelCode: 'BANK_VCB',
                  kind: 'bank_transfer',
                  amountMinor: minor,
                  currency: 'VND',
                  // A deposit asked for counts toward the limit whether or not it is credited yet.
                  status: 'pending',
                  createdAt: now,
                });
              }
              break;
            }
            case 'stake': {
              const minor = BigInt(a.amount) * 100n;
              const refusal = await checkStake(db, member.id, minor, now);
              const allowed = model.mayStake(a.amount, t);
              expect(refusal, JSON.stringify(a)).toBe(allowed ? null : 'protection.loss_limit');
              if (!allowed) break;
              model.play.push({ t, stake: a.amount, returned: 0 });
              const share = a.live
                ? DEFAULT_WAGERING_CONTRIBUTIONS.LIVE
                : DEFAULT_WAGERING_CONTRIBUTIONS.RNG;
              model.turnover.push({ t, counted: (a.amount * share) / 100 });
              const id = randomUUID();
              const walletAccount = a.live ? 'DGL' : 'JL';
              await postTransfer(db, {
                debit: wallet.code,
                credit: wallet.counterparty(),
                amountMinor: minor,
                kind: 'bet',
                reference: `prop:${id}`,
                idempotencyKey: `prop:${id}`,
                memberId: member.id,
                at: now,
              });
              // Settled at once: a closed round of one bet.
              await db.insert(vendorRounds).values({
                walletAccount,
                memberId: member.id,
                roundId: id,
                createdAt: now,
                closedAt: now,
              });
              await db.insert(vendorBets).values({
                walletAccount,
                betTransactionId: id,
                memberId: member.id,
                roundId: id,
                gameCode: 'prop-game',
                amountMinor: minor,
                state: 'won',
                seen: true,
                createdAt: now,
              });
              break;
            }
            case 'win': {
              model.play.push({ t, stake: 0, returned: a.amount });
              const id = randomUUID();
              await postTransfer(db, {
                debit: wallet.counterparty(),
                credit: wallet.code,
                amountMinor: BigInt(a.amount) * 100n,
                kind: 'win',
                reference: `prop:${id}`,
                idempotencyKey: `prop:${id}`,
                memberId: member.id,
                at: now,
              });
              break;
            }
            case 'claim':
              if (a.multiple > 0) model.open.push({ t, required: a.amount * a.multiple });
              await db.insert(rewardGrants).values({
                memberId: member.id,
                source: `prop:${randomUUID()}`,
                title: 'Bonus',
                amountMinor: BigInt(a.amount) * 100n,
                wageringMultiple: a.multiple,
                state: 'claimed',
                claimedAt: now,
                createdAt: now,
                expiresAt: new Date(t + 30 * 24 * HOUR),
              });
              break;
            case 'wagering': {
              const status = await readWagering(db, member.id, now);
              expect(status.remaining, JSON.stringify(actions)).toBe(model.wagering(t).toFixed(2));
              break;
            }
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
