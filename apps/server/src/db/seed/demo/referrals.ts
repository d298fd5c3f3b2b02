import { eq } from 'drizzle-orm';
import { REWARD_CLAIM_DAYS } from '@app/contracts';
import type { Db } from '../../client.ts';
import { deposits, members, referralCodes, referralSettings, referrals } from '../../schema.ts';
import { ACCOUNTS, postTransfer } from '../../../modules/ledger/ledger.service.ts';
import { insertRewardGrant } from '../../../modules/rewards/rewards.repository.ts';
import { demoAccountRows } from './accounts.ts';

// Invite friends in the demo (docs/decisions/2026-11-25-referrals.md): the rule on (a first
// deposit of 200,000 ₫ pays 50,000 ₫, wagered once), the demo player's code RBANBE88 and three
// friends — one rewarded (its deposit through the ledger and its grant in the reward center), one
// whose first deposit was below the minimum, one registered yesterday — so /m/inviteFriends and
// the back office's Referrals screen look alive.

const DAY = 86_400_000;
/** The demo player's referral code. */
export const DEMO_REFERRAL_CODE = 'RBANBE88';

type Friend = {
  account: string;
  daysAgo: number;
  ip: string;
  depositVnd: bigint | null;
};

const FRIENDS: Friend[] = [
  { account: 'banbe01', daysAgo: 9, ip: '203.0.113.21', depositVnd: 500_000n },
  { account: 'banbe02', daysAgo: 5, ip: '203.0.113.22', depositVnd: 100_000n },
  { account: 'banbe03', daysAgo: 1, ip: '203.0.113.23', depositVnd: null },
];

export async function loadDemoReferrals(tx: Db, now = new Date()): Promise<void> {
  const [demo] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.account, 'demo'));
  if (!demo) return;
  await tx
    .insert(referralSettings)
    .values({
      id: 1,
      enabled: true,
      minFirstDepositMinor: 20_000_000n,
      rewardMinor: 5_000_000n,
      wageringMultiple: 1,
      refuseSameAddress: true,
    })
    .onConflictDoNothing();
  await tx
    .insert(referralCodes)
    .values({ memberId: demo.id, code: DEMO_REFERRAL_CODE })
    .onConflictDoNothing();
  const [template] = await demoAccountRows();
  for (const [i, f] of FRIENDS.entries()) {
    const registered = new Date(now.getTime() - f.daysAgo * DAY);
    const [friend] = await tx
      .insert(members)
      .values({
        account: f.account,
        nickname: `Bạn bè ${i + 1}`,
        type: 0,
        passwordHash: template!.passwordHash,
        registerSource: 'referral',
        registerIp: f.ip,
        createdAt: registered,
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (!friend) continue;
    await tx.insert(referrals).values({
      friendId: friend.id,
      referrerId: demo.id,
      code: DEMO_REFERRAL_CODE,
      registerIp: f.ip,
      createdAt: registered,
    });
    if (f.depositVnd === null) continue;
    const at = new Date(registered.getTime() + 3_600_000);
    const amountMinor = f.depositVnd * 100n;
    const no = `D${at.toISOString().slice(0, 10).replaceAll('-', '')}R${String(i + 1).padStart(5, '0')}`;
    const moved = await postTransfer(tx, {
      debit: ACCOUNTS.clearing('BANK_VCB'),
      credit: ACCOUNTS.memberWallet(friend.id),
      amountMinor,
      kind: 'deposit',
      reference: `deposit:${no}`,
      idempotencyKey: `demo:deposit:${no}`,
      memberId: friend.id,
      meta: { orderNo: no, channel: 'BANK_VCB' },
      at,
    });
    await tx.insert(deposits).values({
      orderNo: no,
      memberId: friend.id,
      channelCode: 'BANK_VCB',
      kind: 'bank_transfer',
      amountMinor,
      currency: 'VND',
      status: 'confirmed',
      reference: `NAP ${f.account.toUpperCase()}`,
      payerName: f.account.toUpperCase(),
      transferId: moved.id,
      decidedBy: 'operator:finance',
      createdAt: at,
      decidedAt: at,
    });
    const rewarded = amountMinor >= 20_000_000n;
    if (rewarded) {
      await insertRewardGrant(
        tx,
        {
          memberId: demo.id,
          source: `referral:${friend.id}`,
          title: `Thưởng giới thiệu bạn bè ${f.account.slice(0, 2)}***${f.account.slice(-1)}`,
          amountMinor: 5_000_000n,
          wageringMultiple: 1,
        },
        REWARD_CLAIM_DAYS,
      );
    }
    await tx
      .update(referrals)
      .set({
        state: rewarded ? 'rewarded' : 'deposited',
        holdReason: rewarded ? null : 'below',
        firstDepositMinor: amountMinor,
        firstDepositAt: at,
        rewardMinor: rewarded ? 5_000_000n : null,
        wageringMultiple: rewarded ? 1 : null,
        rewardedAt: rewarded ? new Date(at.getTime() + 60_000) : null,
      })
      .where(eq(referrals.friendId, friend.id));
  }
}
