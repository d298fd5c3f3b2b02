import { and, eq, inArray, ne, sql } from 'drizzle-orm';

import type { Db } from '../../client.ts';
import { deposits, games, memberBankAccounts, members, withdrawals } from '../../schema.ts';
import {
  ACCOUNTS,
  postTransfer,
  randomHouseAccount,
} from '../../../modules/ledger/ledger.service.ts';
import { demoAccountRows } from './accounts.ts';
import { DEMO_BANKS } from './money.ts';

// The demo merchant's last month (docs/decisions/2026-11-24-back-office-console.md): players who
// registered, deposited, played and withdrew, so that the back office's dashboard, queues and
// reports show a living site. Every amount moves through the ledger (postTransfer), in time order;
// the figures come from a fixed seed, so every demo database holds the same month.

const DAYS = 30;
const PLAYERS = 40;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NAMES = [
  'Nguyễn Văn An',
  'Trần Thị Bình',
  'Lê Minh Châu',
  'Phạm Quốc Dũng',
  'Hoàng Thu Hà',
  'Vũ Đức Huy',
  'Đặng Ngọc Lan',
  'Bùi Thanh Long',
  'Đỗ Hải Nam',
  'Hồ Bảo Ngọc',
  'Ngô Gia Phúc',
  'Dương Mỹ Quyên',
  'Lý Hoàng Sơn',
  'Trịnh Kim Thoa',
  'Phan Anh Tuấn',
  'Mai Xuân Vinh',
  'Tạ Thị Yến',
  'Cao Văn Khoa',
  'Lâm Thảo My',
  'Châu Tấn Phát',
];
const STAKES = [10_000n, 20_000n, 50_000n, 100_000n, 200_000n, 500_000n];
const DEPOSITS = [100_000n, 200_000n, 300_000n, 500_000n, 1_000_000n, 2_000_000n, 5_000_000n];

/** mulberry32: a small seeded generator, so the demo month is the same on every machine. */
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

type Player = { id: number; account: string; name: string; balance: bigint; bankAccountId: number };
type Event = { at: Date; run: () => Promise<void> };

const minor = (vnd: bigint) => vnd * 100n;

/**
 * Loads the demo month: 40 players registered over the last 30 days, their deposits (confirmed),
 * game rounds on the catalogue's games (bets and wins), withdrawals paid, and today a few deposits
 * and withdrawals still waiting for the operator. Runs in seedDemoActivityOnce's transaction.
 */
export async function loadDemoActivity(tx: Db, now = new Date()): Promise<void> {
  const rand = seeded(20261124);
  const start = now.getTime() - DAYS * DAY;
  const [passwordRow] = await demoAccountRows();
  const catalogue = await tx
    .select({ vendorCode: games.vendorCode, gameCode: games.gameCode, vassalage: games.vassalage })
    .from(games)
    .where(
      and(eq(games.enabled, true), ne(games.gameType, 'LOTT'), ne(games.vendorCode, 'INHOUSE')),
    );
  if (!catalogue.length) return;
  {
    const rows = Array.from({ length: PLAYERS }, (_, i) => {
      const name = NAMES[i % NAMES.length]!;
      const createdAt = new Date(start + Math.floor(rand.next() * (DAYS - 2) * DAY));
      return {
        account: `khach${String(i + 1).padStart(3, '0')}`,
        nickname: name.split(' ').at(-1)!,
        type: 0,
        email: i % 3 === 0 ? `khach${i + 1}@example.vn` : null,
        mobileNum: `+8490${String(1_000_000 + i * 7919).slice(-7)}`,
        countryDialingCode: '+84',
        passwordHash: passwordRow!.passwordHash,
        status: 'active',
        registerIp: `113.161.${i % 200}.${(i * 37) % 250}`,
        createdAt,
        lastLoginAt: new Date(Math.min(now.getTime() - HOUR, createdAt.getTime() + DAY * 3)),
      };
    });
    const inserted = await tx
      .insert(members)
      .values(rows)
      .returning({ id: members.id, account: members.account, createdAt: members.createdAt });
    const banks = await tx
      .insert(memberBankAccounts)
      .values(
        inserted.map((m, i) => ({
          memberId: m.id,
          bankCode: DEMO_BANKS[i % DEMO_BANKS.length]!.code,
          accountName: NAMES[i % NAMES.length]!.normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .replace(/[đĐ]/g, 'D')
            .toUpperCase(),
          accountNo: `0${String(10_000_000_000 + i * 104_729).slice(-11)}`,
          createdAt: m.createdAt,
        })),
      )
      .returning({
        id: memberBankAccounts.id,
        memberId: memberBankAccounts.memberId,
        accountName: memberBankAccounts.accountName,
        accountNo: memberBankAccounts.accountNo,
        bankCode: memberBankAccounts.bankCode,
      });
    const players: (Player & { createdAt: Date })[] = inserted.map((m, i) => ({
      id: m.id,
      account: m.account,
      name: banks[i]!.accountName,
      balance: 0n,
      bankAccountId: banks[i]!.id,
      createdAt: m.createdAt,
    }));
    let serial = 0;
    const orderNo = (prefix: 'D' | 'W', at: Date) =>
      `${prefix}${at.toISOString().slice(0, 10).replaceAll('-', '')}${String(++serial).padStart(6, '0')}`;
    const deposit = async (p: Player, amount: bigint, at: Date, pending: boolean) => {
      const no = orderNo('D', at);
      const channelCode = rand.next() < 0.7 ? 'BANK_VCB' : 'SANDBOX';
      let transferId: number | null = null;
      if (!pending) {
        const moved = await postTransfer(tx, {
          debit: ACCOUNTS.clearing(channelCode),
          credit: ACCOUNTS.memberWallet(p.id),
          amountMinor: minor(amount),
          kind: 'deposit',
          reference: `deposit:${no}`,
          idempotencyKey: `demo:deposit:${no}`,
          memberId: p.id,
          meta: { orderNo: no, channel: channelCode },
          at: new Date(at.getTime() + 10 * 60_000),
        });
        transferId = moved.id;
        p.balance += minor(amount);
      }
      await tx.insert(deposits).values({
        orderNo: no,
        memberId: p.id,
        channelCode,
        kind: channelCode === 'SANDBOX' ? 'gateway' : 'bank_transfer',
        amountMinor: minor(amount),
        currency: 'VND',
        status: pending ? 'pending' : 'confirmed',
        reference: channelCode === 'SANDBOX' ? null : `NAP ${p.account.toUpperCase()}`,
        payerName: p.name,
        transferId,
        decidedBy: pending
          ? null
          : channelCode === 'SANDBOX'
            ? 'gateway:sandbox'
            : 'operator:finance',
        createdAt: at,
        decidedAt: pending ? null : new Date(at.getTime() + 10 * 60_000),
      });
    };
    const round = async (p: Player, at: Date, n: number) => {
      const game = rand.pick(catalogue);
      const stake = minor(rand.pick(STAKES));
      if (p.balance < stake) return;
      const roundId = `demo-${p.id}-${n}`;
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
      // About 90% of stakes come back over the month: small wins often, big ones rarely.
      const multiple =
        roll < 0.55
          ? 0
          : roll < 0.92
            ? 1 + rand.next()
            : roll < 0.995
              ? 2 + rand.next() * 3
              : 10 + rand.next() * 10;
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
    const withdraw = async (p: Player, at: Date, pending: boolean) => {
      const amount = ((p.balance * 6n) / 10n / 10_000_00n) * 10_000_00n;
      if (amount < minor(100_000n)) return;
      const no = orderNo('W', at);
      const bank = banks.find((b) => b.id === p.bankAccountId)!;
      const hold = await postTransfer(tx, {
        debit: ACCOUNTS.memberWallet(p.id),
        credit: ACCOUNTS.pendingWithdrawal,
        amountMinor: amount,
        kind: 'withdrawal_hold',
        reference: `withdrawal:${no}`,
        idempotencyKey: `demo:withdrawal:${no}:hold`,
        memberId: p.id,
        meta: { orderNo: no },
        at,
      });
      p.balance -= amount;
      let settleId: number | null = null;
      const decidedAt = new Date(at.getTime() + 2 * HOUR);
      if (!pending) {
        const settled = await postTransfer(tx, {
          debit: ACCOUNTS.pendingWithdrawal,
          credit: ACCOUNTS.payouts,
          amountMinor: amount,
          kind: 'withdrawal_paid',
          reference: `withdrawal:${no}`,
          idempotencyKey: `demo:withdrawal:${no}:settle`,
          memberId: p.id,
          meta: { orderNo: no },
          at: decidedAt,
        });
        settleId = settled.id;
      }
      await tx.insert(withdrawals).values({
        orderNo: no,
        memberId: p.id,
        bankAccountId: p.bankAccountId,
        bankName: DEMO_BANKS.find((b) => b.code === bank.bankCode)!.name,
        accountName: bank.accountName,
        accountNo: bank.accountNo,
        amountMinor: amount,
        currency: 'VND',
        status: pending ? 'pending' : 'paid',
        holdTransferId: hold.id,
        settleTransferId: settleId,
        decidedBy: pending ? null : 'operator:finance',
        createdAt: at,
        decidedAt: pending ? null : decidedAt,
      });
    };
    // Each player's month as timed events, then all of them in time order.
    const events: Event[] = [];
    let rounds = 0;
    for (const p of players) {
      const first = p.createdAt.getTime() + HOUR;
      events.push({
        at: new Date(first),
        run: () => deposit(p, rand.pick(DEPOSITS), new Date(first), false),
      });
      for (
        let at = first + DAY * (0.5 + rand.next());
        at < now.getTime() - 2 * HOUR;
        at += DAY * (0.6 + rand.next() * 2.5)
      ) {
        const when = new Date(at);
        const kind = rand.next();
        if (kind < 0.2)
          events.push({ at: when, run: () => deposit(p, rand.pick(DEPOSITS), when, false) });
        else if (kind < 0.3) events.push({ at: when, run: () => withdraw(p, when, false) });
        const sessionRounds = 2 + Math.floor(rand.next() * 5);
        for (let r = 0; r < sessionRounds; r++) {
          const n = ++rounds;
          const rAt = new Date(at + 60_000 * (r + 1));
          events.push({ at: rAt, run: () => round(p, rAt, n) });
        }
      }
    }
    // Today: work waiting for the operator.
    for (let i = 0; i < 4; i++) {
      const p = players[(i * 7) % players.length]!;
      const at = new Date(now.getTime() - (i + 1) * 25 * 60_000);
      events.push({ at, run: () => deposit(p, rand.pick(DEPOSITS), at, true) });
    }
    for (let i = 0; i < 3; i++) {
      const p = players[(i * 11 + 3) % players.length]!;
      const at = new Date(now.getTime() - (i + 1) * 40 * 60_000);
      events.push({ at, run: () => withdraw(p, at, true) });
    }
    events.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const e of events) await e.run();
  }
}

/** The demo month's players, for tests. */
export async function demoActivityPlayers(db: Db) {
  return db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(
      inArray(
        members.account,
        Array.from({ length: PLAYERS }, (_, i) => `khach${String(i + 1).padStart(3, '0')}`),
      ),
    );
}

/**
 * The winner board's rows (game_wins) of the demo month's wins, as the seamless wallet's win path
 * records them beside each credit (reference `walletAccount:transactionId`): read from the
 * ledger's demo win transfers, so that a database seeded before the board read them gets them too.
 * A win already recorded is left as it is.
 */
export async function loadDemoWins(tx: Db): Promise<void> {
  await tx.execute(sql`
    insert into game_wins (reference, member_id, game_id, amount_minor, won_at)
    select (t.meta->>'walletAccount') || ':' || (t.meta->>'transactionId'), t.member_id, g.id,
      t.amount_minor, t.created_at
    from ledger_transfers t
    join lateral (
      select id from games
      where vendor_code = t.meta->>'vendorCode' and game_code = t.meta->>'gameCode'
      order by id
      limit 1
    ) g on true
    where t.kind = 'win' and t.idempotency_key like 'demo:win:%' and t.member_id is not null
    on conflict (reference) do nothing`);
}
