import { and, eq, ne } from 'drizzle-orm';
import { AGENT_PERMISSION_KEYS, TURNOVER_CATEGORIES } from '@app/contracts';
import type { Db } from '../../client.ts';
import { agentPermissions, deposits, games, members, rebateRates } from '../../schema.ts';
import {
  ACCOUNTS,
  postTransfer,
  randomHouseAccount,
} from '../../../modules/ledger/ledger.service.ts';
import { merchantDay, merchantDayStart } from '../../../lib/merchant-day.ts';
import { demoAccountRows } from './accounts.ts';

// agent01's team (issue 14; docs/decisions/2026-11-24-agents.md): three sub-agents under agent01,
// one sub-agent under the first of them, and 50 members spread over the three levels, with two
// weeks of deposits and bets of every category through the ledger, in time order, from a fixed
// seed. Two members registered and played today, so the agent home's figures are not all zero.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DAYS = 14;
const STAKES = [10_000n, 20_000n, 50_000n, 100_000n, 200_000n];
const DEPOSITS = [200_000n, 500_000n, 1_000_000n, 2_000_000n];
const minor = (vnd: bigint) => vnd * 100n;

function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

/** The demo sub-agents: account, upline account, permission keys. */
export const DEMO_SUB_AGENTS = [
  { account: 'agent01a', upline: 'agent01', keys: [...AGENT_PERMISSION_KEYS] },
  {
    account: 'agent01b',
    upline: 'agent01',
    keys: AGENT_PERMISSION_KEYS.filter((k) => k !== 'GAMSER' && k !== 'AGEREBINC3'),
  },
  { account: 'agent01c', upline: 'agent01', keys: ['AGEPAG', 'DOWNMAN', 'REGCEN', 'SECPRIV'] },
  { account: 'agent01a1', upline: 'agent01a', keys: ['AGEPAG', 'DOWNMAN', 'REGCEN'] },
] as const;
export const DEMO_TEAM_MEMBERS = 50;

type Player = { id: number; account: string; createdAt: Date; balance: bigint };

export async function loadDemoAgentTeam(tx: Db, now = new Date()): Promise<void> {
  const rand = seeded(14_2026);
  const [agent] = await tx.select().from(members).where(eq(members.account, 'agent01'));
  if (!agent) return;
  const [passwordRow] = await demoAccountRows();
  const start = now.getTime() - DAYS * DAY;
  // Today's two members register, pay in and play within today's merchant day (UTC+7), however
  // soon after its midnight the seed runs: at a fifth and two fifths of the day so far.
  const dayStart = merchantDayStart(merchantDay(now)).getTime();
  const sinceDayStart = now.getTime() - dayStart;

  const ids = new Map<string, number>([['agent01', agent.id]]);
  for (const sub of DEMO_SUB_AGENTS) {
    const [row] = await tx
      .insert(members)
      .values({
        account: sub.account,
        nickname: sub.account,
        type: 2,
        passwordHash: passwordRow!.passwordHash,
        parentId: ids.get(sub.upline)!,
        registerSource: 'AGENT',
        createdAt: new Date(start - 10 * DAY),
        lastLoginAt: new Date(now.getTime() - 5 * HOUR),
      })
      .returning({ id: members.id });
    ids.set(sub.account, row!.id);
  }
  await tx.insert(agentPermissions).values(
    DEMO_SUB_AGENTS.map((s) => ({
      memberId: ids.get(s.account)!,
      keys: [...s.keys],
      updatedBy: 'demo',
    })),
  );

  // Rebate rates (docs/decisions/2026-11-25-rebates.md): agent01 at 1.2 % on slots and 1.0 % on
  // the rest, its sub-agents lower, agent01a1 lower still; its members get theirs below.
  const rate = (memberId: number, permille: number, rngExtra = 0) =>
    TURNOVER_CATEGORIES.map((category) => ({
      memberId,
      category,
      ratePermille: category === 'RNG' ? permille + rngExtra : permille,
      setBy: 'demo',
    }));
  await tx
    .insert(rebateRates)
    .values([
      ...rate(agent.id, 10, 2),
      ...rate(ids.get('agent01a')!, 7, 1),
      ...rate(ids.get('agent01b')!, 6),
      ...rate(ids.get('agent01c')!, 5),
      ...rate(ids.get('agent01a1')!, 4),
    ])
    .onConflictDoNothing();

  // Members: a third under agent01, the rest under the sub-agents (three levels deep).
  const uplines = ['agent01', 'agent01', 'agent01a', 'agent01b', 'agent01c', 'agent01a1'];
  const rows = Array.from({ length: DEMO_TEAM_MEMBERS }, (_, i) => {
    const today = i >= DEMO_TEAM_MEMBERS - 2;
    const createdAt = today
      ? new Date(dayStart + Math.floor((sinceDayStart * (i - DEMO_TEAM_MEMBERS + 3)) / 5))
      : new Date(start + Math.floor(rand.next() * (DAYS - 1) * DAY));
    return {
      account: `doi${String(i + 1).padStart(3, '0')}`,
      nickname: null,
      type: 0,
      passwordHash: passwordRow!.passwordHash,
      parentId: ids.get(uplines[i % uplines.length]!)!,
      registerSource: 'H5',
      createdAt,
      lastLoginAt: new Date(
        Math.max(
          createdAt.getTime(),
          Math.min(now.getTime() - 30 * 60_000, createdAt.getTime() + DAY),
        ),
      ),
    };
  });
  const inserted = await tx
    .insert(members)
    .values(rows)
    .returning({ id: members.id, account: members.account, createdAt: members.createdAt });
  const players: Player[] = inserted.map((m) => ({ ...m, balance: 0n }));
  // Every third member has a rebate of 0.3 % of its own; the others earn their uplines theirs.
  await tx
    .insert(rebateRates)
    .values(players.filter((_, i) => i % 3 === 0).flatMap((p) => rate(p.id, 3)))
    .onConflictDoNothing();

  // One game of each category the catalogue has (lottery aside: its bets go through draws).
  const catalogue = await tx
    .select({
      vendorCode: games.vendorCode,
      gameCode: games.gameCode,
      gameType: games.gameType,
      vassalage: games.vassalage,
    })
    .from(games)
    .where(and(eq(games.enabled, true), ne(games.gameType, 'LOTT')));
  const byCategory = new Map<string, (typeof catalogue)[number]>();
  for (const g of catalogue) if (!byCategory.has(g.gameType)) byCategory.set(g.gameType, g);
  const picks = [...byCategory.values()];
  if (picks.length === 0) return;

  type Event = { at: number; run: () => Promise<void> };
  const events: Event[] = [];
  let serial = 0;
  const deposit = async (p: Player, amount: bigint, at: Date) => {
    const no = `D${at.toISOString().slice(0, 10).replaceAll('-', '')}A${String(++serial).padStart(5, '0')}`;
    const moved = await postTransfer(tx, {
      debit: ACCOUNTS.clearing('BANK_VCB'),
      credit: ACCOUNTS.memberWallet(p.id),
      amountMinor: minor(amount),
      kind: 'deposit',
      reference: `deposit:${no}`,
      idempotencyKey: `demo:deposit:${no}`,
      memberId: p.id,
      meta: { orderNo: no, channel: 'BANK_VCB' },
      at,
    });
    p.balance += minor(amount);
    await tx.insert(deposits).values({
      orderNo: no,
      memberId: p.id,
      channelCode: 'BANK_VCB',
      kind: 'bank_transfer',
      amountMinor: minor(amount),
      currency: 'VND',
      status: 'confirmed',
      reference: `NAP ${p.account.toUpperCase()}`,
      payerName: p.account.toUpperCase(),
      transferId: moved.id,
      decidedBy: 'operator:finance',
      createdAt: at,
      decidedAt: at,
    });
  };
  const round = async (p: Player, at: Date, n: number) => {
    const game = picks[n % picks.length]!;
    const stake = minor(rand.pick(STAKES));
    if (p.balance < stake) return;
    const roundId = `team-${p.id}-${n}`;
    const meta = {
      vendorCode: game.vendorCode,
      walletAccount: game.vassalage,
      roundId,
      gameCode: game.gameCode,
    };
    await postTransfer(tx, {
      debit: ACCOUNTS.memberWallet(p.id),
      credit: randomHouseAccount(),
      amountMinor: stake,
      kind: 'bet',
      reference: `${game.vendorCode}:${roundId}`,
      idempotencyKey: `demo:bet:${roundId}`,
      memberId: p.id,
      meta: { ...meta, transactionId: `${roundId}-b` },
      at,
    });
    p.balance -= stake;
    const roll = rand.next();
    const multiple = roll < 0.55 ? 0 : roll < 0.93 ? 1 + rand.next() : 2 + rand.next() * 4;
    const win = (stake * BigInt(Math.round(multiple * 100))) / 100n;
    if (win > 0n) {
      await postTransfer(tx, {
        debit: randomHouseAccount(),
        credit: ACCOUNTS.memberWallet(p.id),
        amountMinor: win,
        kind: 'win',
        reference: `${game.vendorCode}:${roundId}`,
        idempotencyKey: `demo:win:${roundId}`,
        memberId: p.id,
        meta: { ...meta, transactionId: `${roundId}-w`, betTransactionId: `${roundId}-b` },
        at: new Date(at.getTime() + 30_000),
      });
      p.balance += win;
    }
  };
  let rounds = 0;
  for (const p of players) {
    const joinedToday = p.createdAt.getTime() >= dayStart;
    // Ten minutes after registering, or sooner for today's members when the day is young.
    const first =
      p.createdAt.getTime() +
      (joinedToday
        ? Math.min(10 * 60_000, (now.getTime() - p.createdAt.getTime()) / 4)
        : 10 * 60_000);
    const amount = rand.pick(DEPOSITS);
    events.push({ at: first, run: () => deposit(p, amount, new Date(first)) });
    if (joinedToday) {
      // A round today, halfway from the deposit to now.
      const when = Math.floor((first + now.getTime()) / 2);
      const n = ++rounds;
      events.push({ at: when, run: () => round(p, new Date(when), n) });
    }
    for (
      let at = first + 20 * 60_000;
      at < now.getTime() - 5 * 60_000;
      at += DAY * (2 + rand.next() * 3)
    ) {
      const count = 2 + Math.floor(rand.next() * 2);
      for (let r = 0; r < count; r++) {
        const n = ++rounds;
        const when = at + 60_000 * (r + 1);
        if (when < now.getTime()) events.push({ at: when, run: () => round(p, new Date(when), n) });
      }
    }
  }
  events.sort((a, b) => a.at - b.at);
  for (const e of events) await e.run();
}
