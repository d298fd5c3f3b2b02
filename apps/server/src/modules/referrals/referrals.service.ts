import { randomBytes } from 'node:crypto';
import {
  REWARD_CLAIM_DAYS,
  formatAmountMinor,
  isAgentAccountType,
  isReferralCode,
  parseAmountMinor,
  type AdminReferrals,
  type ReferralHoldReason,
  type ReferralRun,
  type ReferralSettings,
  type ReferralSettingsBody,
  type ReferralState,
  type ReferralSummary,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import { findMemberById, type MemberRow } from '../auth/auth.repository.ts';
import { maskCustomerName } from '../game/winners.service.ts';
import { selectProtection } from '../protection/protection.repository.ts';
import { isExcluded } from '../protection/protection.service.ts';
import { insertRewardGrant } from '../rewards/rewards.repository.ts';
import {
  insertCode,
  insertReferral,
  isAgentCode,
  lockReferral,
  markDeposited,
  markRewarded,
  selectAdminReferrals,
  selectCode,
  selectCodeOwner,
  selectFriends,
  selectOpenWithDeposit,
  selectSettings,
  selectTotalRewarded,
  selectTotals,
  sharesAddress,
  upsertSettings,
  type OpenReferral,
  type ReferralSettingsRow,
} from './referrals.repository.ts';

// Invite friends (docs/decisions/2026-11-25-referrals.md).

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const BATCH = 500;

/** The rule until an operator sets one: rewards off. */
const NO_SETTINGS: Omit<ReferralSettingsRow, 'id' | 'updatedAt'> = {
  enabled: false,
  minFirstDepositMinor: 20_000_000n,
  rewardMinor: 5_000_000n,
  wageringMultiple: 1,
  refuseSameAddress: true,
};

function newCode(): string {
  const bytes = randomBytes(7);
  return `R${[...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

/**
 * The member's referral code, made on first need: never one an agent holds (registration reads
 * agents' codes first), unique by the table's index, one per member by its key.
 */
export async function ensureReferralCode(db: Db, memberId: number): Promise<string> {
  const existing = await selectCode(db, memberId);
  if (existing) return existing;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const code = newCode();
    if (await isAgentCode(db, code)) continue;
    await insertCode(db, memberId, code);
    const made = await selectCode(db, memberId);
    if (made) return made;
  }
  throw new Error('could not find a free referral code');
}

/**
 * The member who invites with this code, or null: a referral code of an active, real, non-agent
 * member while the invite-friends module (REFERRAL3) is on.
 */
export async function resolveReferralCode(
  db: Db,
  code: string,
  moduleOn: boolean,
): Promise<{ memberId: number; code: string } | null> {
  if (!moduleOn || !isReferralCode(code)) return null;
  const owner = await selectCodeOwner(db, code.trim());
  if (!owner || owner.type === 4 || isAgentAccountType(owner.type)) return null;
  return { memberId: owner.memberId, code: owner.code };
}

/** Records who invited a newly registered member (never its upline: parent_id stays unset). */
export async function recordReferral(
  db: Db,
  friendId: number,
  referrer: { memberId: number; code: string },
  registerIp: string | null,
): Promise<void> {
  if (friendId === referrer.memberId) return;
  await insertReferral(db, {
    friendId,
    referrerId: referrer.memberId,
    code: referrer.code,
    registerIp,
  });
}

async function loadSettings(db: Db): Promise<Omit<ReferralSettingsRow, 'id' | 'updatedAt'>> {
  return (await selectSettings(db)) ?? NO_SETTINGS;
}

function settingsOf(row: Omit<ReferralSettingsRow, 'id' | 'updatedAt'>): ReferralSettings {
  return {
    enabled: row.enabled,
    minFirstDeposit: formatAmountMinor(row.minFirstDepositMinor),
    rewardAmount: formatAmountMinor(row.rewardMinor),
    wageringMultiple: row.wageringMultiple,
    refuseSameAddress: row.refuseSameAddress,
  };
}

export async function readReferralSettings(db: Db): Promise<ReferralSettings> {
  return settingsOf(await loadSettings(db));
}

export async function updateReferralSettings(
  db: Db,
  body: ReferralSettingsBody,
): Promise<{ before: ReferralSettings; after: ReferralSettings }> {
  const before = await readReferralSettings(db);
  const row = await upsertSettings(db, {
    enabled: body.enabled,
    // The schema refused what does not parse to a positive amount.
    minFirstDepositMinor: parseAmountMinor(body.minFirstDeposit)!,
    rewardMinor: parseAmountMinor(body.rewardAmount)!,
    wageringMultiple: body.wageringMultiple,
    refuseSameAddress: body.refuseSameAddress,
  });
  return { before, after: settingsOf(row) };
}

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

/** `GET /wps/member/referral`: the code, the rule, the friends and the total earned. */
export async function readReferralSummary(
  db: Db,
  member: MemberRow,
  now: Date,
): Promise<ReferralSummary> {
  if (isAgentAccountType(member.type)) throw new AppError('referral.agent_account');
  // The member's own friends are judged first, so the page never waits for the job's next pass.
  await runReferralPass(db, now, member.id);
  const [code, settings, friends, totals] = await Promise.all([
    ensureReferralCode(db, member.id),
    loadSettings(db),
    selectFriends(db, member.id),
    selectTotals(db, member.id),
  ]);
  const rule = settingsOf(settings);
  return {
    code,
    rule: {
      enabled: rule.enabled,
      minFirstDeposit: rule.minFirstDeposit,
      rewardAmount: rule.rewardAmount,
      wageringMultiple: rule.wageringMultiple,
    },
    invited: totals.invited,
    rewarded: totals.rewarded,
    totalEarned: formatAmountMinor(totals.earned),
    friends: friends.map((f) => ({
      account: maskCustomerName(f.account),
      registeredAt: iso(f.created_at)!,
      state: f.state as ReferralState,
      firstDepositAt: iso(f.first_deposit_at),
      reward: f.reward_minor === null ? null : formatAmountMinor(BigInt(f.reward_minor)),
    })),
  };
}

export async function listReferrals(
  db: Db,
  query: {
    search?: string | undefined;
    state?: ReferralState | undefined;
    pageNo: number;
    pageSize: number;
  },
): Promise<AdminReferrals> {
  const [{ rows, total }, rewarded] = await Promise.all([
    selectAdminReferrals(db, query, query),
    selectTotalRewarded(db),
  ]);
  const amount = (v: string | null) => (v === null ? null : formatAmountMinor(BigInt(v)));
  const list = rows.map((r) => ({
    friendId: Number(r.friend_id),
    friendAccount: r.friend_account,
    referrerId: Number(r.referrer_id),
    referrerAccount: r.referrer_account,
    code: r.code,
    registeredAt: iso(r.created_at)!,
    registerIp: r.register_ip,
    state: r.state as ReferralState,
    holdReason: r.hold_reason as ReferralHoldReason | null,
    firstDeposit: amount(r.first_deposit_minor),
    firstDepositAt: iso(r.first_deposit_at),
    reward: amount(r.reward_minor),
    rewardedAt: iso(r.rewarded_at),
  }));
  return { ...toPage(list, total, query), totalRewarded: formatAmountMinor(rewarded) };
}

// ---- the job

function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((t) => work(t as unknown as Db));
}

/**
 * Judges one referral whose friend has deposited, under its row lock: the first time, against the
 * rule in force (rewards off, below the minimum, a shared address: final); then the referrer's
 * state (a break or a closed account holds the reward until it passes). The grant and the state
 * change are one transaction, and the grant's source `referral:<friendId>` is unique: a pass run
 * twice, two passes at once or a crash half-way grant it once.
 */
async function judge(
  db: Db,
  open: OpenReferral,
  settings: Omit<ReferralSettingsRow, 'id' | 'updatedAt'>,
  now: Date,
): Promise<{ deposited: boolean; rewarded: boolean }> {
  return inTransaction(db, async (tx) => {
    const row = await lockReferral(tx, open.friendId);
    if (!row || row.state === 'rewarded') return { deposited: false, rewarded: false };
    if (row.state === 'deposited' && row.holdReason !== 'break' && row.holdReason !== 'inactive') {
      return { deposited: false, rewarded: false };
    }
    const first = row.state === 'registered';
    const deposit = { depositMinor: open.depositMinor, depositAt: open.depositAt };
    let reward = row.rewardMinor;
    let wagering = row.wageringMultiple;
    if (first) {
      const final = async (hold: ReferralHoldReason) => {
        await markDeposited(tx, open.friendId, {
          ...deposit,
          hold,
          rewardMinor: null,
          wageringMultiple: null,
        });
        return { deposited: true, rewarded: false };
      };
      if (!settings.enabled) return final('off');
      if (open.depositMinor < settings.minFirstDepositMinor) return final('below');
      if (
        settings.refuseSameAddress &&
        row.registerIp !== null &&
        (await sharesAddress(tx, row.referrerId, row.registerIp))
      ) {
        return final('same_address');
      }
      reward = settings.rewardMinor;
      wagering = settings.wageringMultiple;
    }
    if (reward === null || wagering === null) return { deposited: false, rewarded: false };
    const hold = await referrerHold(tx, row.referrerId, now);
    if (hold) {
      await markDeposited(tx, open.friendId, {
        ...deposit,
        hold,
        rewardMinor: reward,
        wageringMultiple: wagering,
      });
      return { deposited: first, rewarded: false };
    }
    await insertRewardGrant(
      tx,
      {
        memberId: row.referrerId,
        source: `referral:${open.friendId}`,
        title: `Thưởng giới thiệu bạn bè ${maskCustomerName(open.friendAccount)}`,
        amountMinor: reward,
        wageringMultiple: wagering,
      },
      REWARD_CLAIM_DAYS,
    );
    await markRewarded(tx, open.friendId, {
      ...deposit,
      rewardMinor: reward,
      wageringMultiple: wagering,
    });
    return { deposited: first, rewarded: true };
  });
}

/** Why the referrer cannot be paid now: a closed account, or a time-out or self-exclusion. */
async function referrerHold(
  db: Db,
  referrerId: number,
  now: Date,
): Promise<ReferralHoldReason | null> {
  const referrer = await findMemberById(db, referrerId);
  if (referrer?.status !== 'active') return 'inactive';
  const protection = await selectProtection(db, referrerId);
  return protection && isExcluded(protection, now) ? 'break' : null;
}

/**
 * One pass of the referral job: every open referral whose friend has a confirmed deposit (or only
 * one referrer's), in batches, judged one by one (docs/decisions/2026-11-25-referrals.md).
 */
export async function runReferralPass(
  db: Db,
  now: Date,
  referrerId: number | null = null,
): Promise<ReferralRun> {
  const settings = await loadSettings(db);
  const run: ReferralRun = { deposited: 0, rewarded: 0 };
  let after = 0;
  for (;;) {
    const batch = await selectOpenWithDeposit(db, after, BATCH, referrerId);
    for (const open of batch) {
      const done = await judge(db, open, settings, now);
      if (done.deposited) run.deposited += 1;
      if (done.rewarded) run.rewarded += 1;
    }
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1]!.friendId;
  }
  return run;
}
