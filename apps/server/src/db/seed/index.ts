import { loadDemoActivity, loadDemoWins } from './demo/activity.ts';
import { loadDemoAgentTeam } from './demo/agents.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { seedRuns } from '../schema.ts';
import { loadDemoData } from './demo.ts';
import { upgradeDemoSeaLotteries } from './demo/lottery.ts';
import { upgradeDemoContent } from './demo/content.ts';
import { loadDemoInbox } from './demo/inbox.ts';
import { loadDemoChat } from './demo/chat.ts';
import { loadDemoMall } from './demo/mall.ts';
import { loadDemoReferrals } from './demo/referrals.ts';
import { seedDemoAgentContractsOnce } from './demo/agent-contracts.ts';

/**
 * Loads the demo data once per database: the seed_runs row is written in the same transaction as
 * the data, and a second process racing on start-up waits on the row's lock and then skips.
 */
export async function seedDemoOnce(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedRuns)
      .values({ id: 'demo' })
      .onConflictDoNothing()
      .returning({ id: seedRuns.id });
    if (inserted.length === 0) return false;
    await loadDemoData(tx as unknown as Db);
    // The demo data holds the inbox: the upgrade below has nothing to add.
    await tx.insert(seedRuns).values({ id: 'demo_inbox' }).onConflictDoNothing();
    await tx.execute(sql`select 1`);
    return true;
  });
}

/**
 * The demo merchant's past month of play and money (demo/activity.ts), once per database, for a
 * back office that looks lived in. Not in tests: their figures start from the demo data alone.
 */
export async function seedDemoActivityOnce(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedRuns)
      .values({ id: 'demo_activity' })
      .onConflictDoNothing()
      .returning({ id: seedRuns.id });
    if (inserted.length === 0) return false;
    await loadDemoActivity(tx as unknown as Db);
    return true;
  });
}

/**
 * Once per demo database with the demo month: its wins on the winner board (demo/activity.ts
 * loadDemoWins), which the month's play recorded in the ledger only before the board read them.
 */
export async function seedDemoWinsOnce(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedRuns)
      .values({ id: 'demo_wins' })
      .onConflictDoNothing()
      .returning({ id: seedRuns.id });
    if (inserted.length === 0) return false;
    await loadDemoWins(tx as unknown as Db);
    return true;
  });
}

/**
 * Once per demo database seeded before the SEA lotteries were drawn here: their sheets and past
 * results (demo/lottery.ts upgradeDemoSeaLotteries). A database seeded since has them already.
 */
export async function upgradeDemoSeaOnce(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedRuns)
      .values({ id: 'demo_sea_lotteries' })
      .onConflictDoNothing()
      .returning({ id: seedRuns.id });
    if (inserted.length === 0) return false;
    await upgradeDemoSeaLotteries(tx as unknown as Db, now);
    return true;
  });
}

/**
 * Once per demo database seeded before promotion translations and help groups: links the demo
 * translations to their originals and writes the help groups (demo/content.ts upgradeDemoContent).
 */
export async function upgradeDemoContentOnce(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedRuns)
      .values({ id: 'demo_promotions_help' })
      .onConflictDoNothing()
      .returning({ id: seedRuns.id });
    if (inserted.length === 0) return false;
    await upgradeDemoContent(tx as unknown as Db);
    return true;
  });
}

/**
 * Once per demo database seeded before the inbox: the demo inbox and feedback (demo/inbox.ts).
 * A database seeded since has them already (the demo run writes this run's row too).
 */
export async function upgradeDemoInboxOnce(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedRuns)
      .values({ id: 'demo_inbox' })
      .onConflictDoNothing()
      .returning({ id: seedRuns.id });
    if (inserted.length === 0) return false;
    await loadDemoInbox(tx as unknown as Db);
    return true;
  });
}

/**
 * Once per demo database: the live chat's demo (demo/chat.ts) — the demo member's conversation,
 * members waiting in the console's queue, and the canned replies.
 */
export async function seedDemoChatOnce(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedRuns)
      .values({ id: 'demo_chat' })
      .onConflictDoNothing()
      .returning({ id: seedRuns.id });
    if (inserted.length === 0) return false;
    await loadDemoChat(tx as unknown as Db);
    return true;
  });
}

/**
 * agent01's demo team (demo/agents.ts): sub-agents three levels deep, 50 members, two weeks of
 * deposits and bets, permission keys. Once per database; not in tests (their figures start from
 * the demo data alone).
 */
export async function seedDemoAgentTeamOnce(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedRuns)
      .values({ id: 'demo_agent_team' })
      .onConflictDoNothing()
      .returning({ id: seedRuns.id });
    if (inserted.length === 0) return false;
    await loadDemoAgentTeam(tx as unknown as Db, now);
    return true;
  });
}

/**
 * Once per demo database: the point mall's items and the demo player's points and orders
 * (demo/mall.ts). Not in tests: their mall starts empty.
 */
export async function seedDemoMallOnce(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedRuns)
      .values({ id: 'demo_mall' })
      .onConflictDoNothing()
      .returning({ id: seedRuns.id });
    if (inserted.length === 0) return false;
    await loadDemoMall(tx as unknown as Db, now);
    return true;
  });
}

/**
 * The demo player's invited friends and the referral rule (demo/referrals.ts), once per database.
 * Not in tests: their referral figures start from the demo accounts alone.
 */
export async function seedDemoReferralsOnce(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedRuns)
      .values({ id: 'demo_referrals' })
      .onConflictDoNothing()
      .returning({ id: seedRuns.id });
    if (inserted.length === 0) return false;
    await loadDemoReferrals(tx as unknown as Db, now);
    return true;
  });
}

/**
 * Every part of the demo data a database lacks, in order; `full` adds what tests do without (the
 * week of activity, agent01's team and contracts, the mall's orders, referrals). True when any
 * part was written.
 */
export async function seedDemoData(db: Db, options: { full: boolean }): Promise<boolean> {
  const parts: ((db: Db) => Promise<boolean>)[] = [
    seedDemoOnce,
    upgradeDemoSeaOnce,
    upgradeDemoContentOnce,
    upgradeDemoInboxOnce,
    ...(options.full
      ? [seedDemoActivityOnce, seedDemoWinsOnce, seedDemoAgentTeamOnce, seedDemoAgentContractsOnce]
      : []),
    seedDemoChatOnce,
    ...(options.full ? [seedDemoMallOnce, seedDemoReferralsOnce] : []),
  ];
  let wrote = false;
  for (const part of parts) wrote = (await part(db)) || wrote;
  return wrote;
}
