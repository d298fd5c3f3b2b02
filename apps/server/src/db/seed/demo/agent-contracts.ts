import { sql } from 'drizzle-orm';
import type { ContractKind, ContractTier } from '@app/contracts';
import { queryRows, type Db } from '../../client.ts';
import { seedRuns } from '../../schema.ts';
import { firstBoundaryFrom } from '../../../modules/agent-contracts/agent-contracts.service.ts';

// Agent contracts' demo (docs/decisions/2026-11-25-agent-contracts.md): one contract of each kind
// for agent01's sub-agents, and a pending offer so agent01a sees the contract prompt. Statements
// are not written here: the settlement job writes them on its first pass, from the team's play.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const tier = (activeMembers: number, threshold: string, reward: string): ContractTier => ({
  activeMembers,
  threshold,
  reward,
});

type DemoContract = {
  account: string;
  upline: string;
  kind: ContractKind;
  /** Days ago the offer was accepted; null: still pending. */
  acceptedDaysAgo: number | null;
  tiers: ContractTier[];
};

export const DEMO_CONTRACTS: DemoContract[] = [
  {
    account: 'agent01a',
    upline: 'agent01',
    kind: 'salary',
    acceptedDaysAgo: 10,
    tiers: [tier(0, '200000.00', '20000.00'), tier(2, '1000000.00', '80000.00')],
  },
  // A raise waiting for agent01a's answer: the contract prompt on the agent home and site home.
  {
    account: 'agent01a',
    upline: 'agent01',
    kind: 'salary',
    acceptedDaysAgo: null,
    tiers: [
      tier(0, '200000.00', '30000.00'),
      tier(2, '1000000.00', '100000.00'),
      tier(4, '3000000.00', '250000.00'),
    ],
  },
  {
    account: 'agent01b',
    upline: 'agent01',
    kind: 'dividend',
    acceptedDaysAgo: 35,
    tiers: [tier(0, '100000.00', '10.00'), tier(3, '1000000.00', '20.00')],
  },
  {
    account: 'agent01c',
    upline: 'agent01',
    kind: 'hourly',
    acceptedDaysAgo: 2,
    tiers: [tier(0, '50000.00', '5000.00'), tier(2, '300000.00', '15000.00')],
  },
  {
    account: 'agent01a1',
    upline: 'agent01a',
    kind: 'salary',
    acceptedDaysAgo: 7,
    tiers: [tier(0, '100000.00', '10000.00')],
  },
];

/**
 * The demo team's bets went straight to the ledger; valid turnover (and a dividend's net loss)
 * read vendor rounds. This writes the rounds, bets and wins those ledger lines stand for, once
 * (their keys make a second load a no-op).
 */
async function roundsFromLedger(db: Db, agentId: number): Promise<void> {
  const team = sql`select descendant_id from member_tree where ancestor_id = ${agentId}`;
  await db.execute(sql`
    insert into vendor_rounds (wallet_account, member_id, round_id, created_at, closed_at)
    select lt.meta->>'walletAccount', lt.member_id, lt.meta->>'roundId', lt.created_at,
           lt.created_at + interval '1 minute'
      from ledger_transfers lt
     where lt.kind = 'bet' and lt.idempotency_key like 'demo:bet:team-%'
       and lt.member_id in (${team})
    on conflict do nothing`);
  await db.execute(sql`
    insert into vendor_bets (wallet_account, bet_transaction_id, member_id, round_id, game_code,
                             amount_minor, state, seen, created_at)
    select lt.meta->>'walletAccount', lt.meta->>'transactionId', lt.member_id,
           lt.meta->>'roundId', lt.meta->>'gameCode', lt.amount_minor,
           case when exists (select 1 from ledger_transfers w
                              where w.idempotency_key = 'demo:win:' || (lt.meta->>'roundId'))
                then 'won' else 'open' end,
           true, lt.created_at
      from ledger_transfers lt
     where lt.kind = 'bet' and lt.idempotency_key like 'demo:bet:team-%'
       and lt.member_id in (${team})
    on conflict do nothing`);
  await db.execute(sql`
    insert into vendor_transactions (wallet_account, transaction_id, vendor_code, action,
      member_id, round_id, game_code, bet_transaction_id, amount_minor, fingerprint, transfer_id,
      balance_after_minor, request_id, created_at)
    select lt.meta->>'walletAccount', lt.meta->>'transactionId', lt.meta->>'vendorCode', lt.kind,
           lt.member_id, lt.meta->>'roundId', lt.meta->>'gameCode', lt.meta->>'betTransactionId',
           lt.amount_minor, 'demo', lt.id,
           case when lt.kind = 'bet' then lt.debit_balance_after_minor
                else lt.credit_balance_after_minor end,
           'demo:' || (lt.meta->>'transactionId'), lt.created_at
      from ledger_transfers lt
     where lt.kind in ('bet', 'win')
       and (lt.idempotency_key like 'demo:bet:team-%' or lt.idempotency_key like 'demo:win:team-%')
       and lt.member_id in (${team})
    on conflict do nothing`);
}

export async function loadDemoAgentContracts(db: Db, now = new Date()): Promise<void> {
  const accounts = await queryRows<{ id: string; account: string }>(
    db,
    sql`select id::text, account from members where account like 'agent01%'`,
  );
  const idOf = new Map(accounts.map((a) => [a.account, Number(a.id)]));
  const agent01 = idOf.get('agent01');
  if (agent01 === undefined || !idOf.has('agent01a')) return;
  await roundsFromLedger(db, agent01);
  for (const c of DEMO_CONTRACTS) {
    const accepted =
      c.acceptedDaysAgo === null ? null : new Date(now.getTime() - c.acceptedDaysAgo * DAY);
    const created = new Date((accepted ?? now).getTime() - HOUR);
    await db.execute(sql`
      insert into agent_contracts (kind, state, member_id, upline_id, offered_by, tiers,
                                   created_at, accepted_at, effective_from)
      values (${c.kind}, ${accepted ? 'active' : 'pending'}, ${idOf.get(c.account)!},
              ${idOf.get(c.upline)!}, ${`agent:${c.upline}`}, ${JSON.stringify(c.tiers)}::jsonb,
              ${created}, ${accepted}, ${accepted ? firstBoundaryFrom(c.kind, accepted) : null})`);
  }
}

/** Once per demo database, after agent01's team (not in tests). */
export async function seedDemoAgentContractsOnce(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedRuns)
      .values({ id: 'demo_agent_contracts' })
      .onConflictDoNothing()
      .returning({ id: seedRuns.id });
    if (inserted.length === 0) return false;
    await loadDemoAgentContracts(tx as unknown as Db, now);
    return true;
  });
}
