import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ApplicationState } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import {
  applicationImages,
  members,
  promotionApplications,
  promotions,
  rewardGrants,
} from '../../db/schema.ts';
import type { CheckedMemberImage } from '../media/member-image.ts';

export type ApplicationRow = typeof promotionApplications.$inferSelect & {
  promotionTitle: string;
  username: string;
  suggestedBonusMinor: bigint | null;
  suggestedWageringMultiple: number;
};
export type RewardRow = typeof rewardGrants.$inferSelect & { expired: boolean };

/** Stores images by their hash: the same bytes sent twice are one row. */
export async function insertApplicationImages(db: Db, images: CheckedMemberImage[]) {
  if (images.length === 0) return;
  await db
    .insert(applicationImages)
    .values(
      images.map((i) => ({
        sha256: i.sha256,
        contentType: i.contentType,
        width: i.width,
        height: i.height,
        bytes: i.data.length,
        data: i.data,
      })),
    )
    .onConflictDoNothing();
}

export async function selectApplicationImage(db: Db, sha256: string) {
  const [row] = await db
    .select()
    .from(applicationImages)
    .where(eq(applicationImages.sha256, sha256));
  return row;
}

/** The member's open (pending or approved) application for a promotion, if any. */
export async function selectOpenApplicationId(db: Db, promotionId: number, memberId: number) {
  const [row] = await db
    .select({ id: promotionApplications.id })
    .from(promotionApplications)
    .where(
      and(
        eq(promotionApplications.promotionId, promotionId),
        eq(promotionApplications.memberId, memberId),
        sql`${promotionApplications.state} in ('pending', 'approved')`,
      ),
    );
  return row?.id;
}

export async function insertApplication(
  db: Db,
  row: typeof promotionApplications.$inferInsert,
): Promise<number> {
  const [inserted] = await db
    .insert(promotionApplications)
    .values(row)
    .returning({ id: promotionApplications.id });
  return inserted!.id;
}

function applicationQuery(db: Db) {
  return db
    .select({
      application: promotionApplications,
      promotionTitle: promotions.title,
      username: members.account,
      suggestedBonusMinor: promotions.applicationBonusMinor,
      suggestedWageringMultiple: promotions.wageringMultiple,
    })
    .from(promotionApplications)
    .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
    .innerJoin(members, eq(members.id, promotionApplications.memberId));
}

type Joined = {
  application: typeof promotionApplications.$inferSelect;
  promotionTitle: string;
  username: string;
  suggestedBonusMinor: bigint | null;
  suggestedWageringMultiple: number;
};
const flatten = ({ application, ...joined }: Joined): ApplicationRow => ({
  ...application,
  ...joined,
});

export async function selectApplication(db: Db, id: number, lock = false) {
  if (lock) {
    await db
      .select({ id: promotionApplications.id })
      .from(promotionApplications)
      .where(eq(promotionApplications.id, id))
      .for('update');
  }
  const [row] = await applicationQuery(db).where(eq(promotionApplications.id, id));
  return row ? flatten(row) : undefined;
}

export async function selectMemberApplications(
  db: Db,
  memberId: number,
  promotionId: number | undefined,
) {
  const rows = await applicationQuery(db)
    .where(
      and(
        eq(promotionApplications.memberId, memberId),
        promotionId === undefined ? undefined : eq(promotionApplications.promotionId, promotionId),
      ),
    )
    .orderBy(desc(promotionApplications.createdAt), desc(promotionApplications.id))
    .limit(100);
  return rows.map(flatten);
}

/** A page of applications in a state: the pending queue oldest first, decided ones newest first. */
export async function selectApplicationPage(
  db: Db,
  state: ApplicationState | 'all',
  window: { limit: number; offset: number },
) {
  const where = state === 'all' ? undefined : eq(promotionApplications.state, state);
  const order =
    state === 'pending'
      ? [asc(promotionApplications.createdAt), asc(promotionApplications.id)]
      : [desc(promotionApplications.createdAt), desc(promotionApplications.id)];
  const rows = await applicationQuery(db)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ n: count() }).from(promotionApplications).where(where);
  return { rows: rows.map(flatten), total: Number(total?.n ?? 0) };
}

export async function updateApplication(
  db: Db,
  id: number,
  set: Partial<typeof promotionApplications.$inferInsert>,
) {
  await db.update(promotionApplications).set(set).where(eq(promotionApplications.id, id));
}

const tableColumns = {
  id: rewardGrants.id,
  memberId: rewardGrants.memberId,
  source: rewardGrants.source,
  title: rewardGrants.title,
  amountMinor: rewardGrants.amountMinor,
  wageringMultiple: rewardGrants.wageringMultiple,
  state: rewardGrants.state,
  createdAt: rewardGrants.createdAt,
  expiresAt: rewardGrants.expiresAt,
  claimedAt: rewardGrants.claimedAt,
  transferId: rewardGrants.transferId,
  wageringMetAt: rewardGrants.wageringMetAt,
};

const expired = sql<boolean>`(${rewardGrants.state} = 'claimable' and ${rewardGrants.expiresAt} <= now())`;

/** Grants a reward once per source; answers whether this call wrote it. */
export async function insertRewardGrant(
  db: Db,
  row: Omit<typeof rewardGrants.$inferInsert, 'expiresAt'>,
  days: number,
): Promise<boolean> {
  const written = await db
    .insert(rewardGrants)
    .values({ ...row, expiresAt: sql`now() + make_interval(days => ${days})` })
    .onConflictDoNothing()
    .returning({ id: rewardGrants.id });
  return written.length > 0;
}

export async function selectRewards(db: Db, memberId: number): Promise<RewardRow[]> {
  return db
    .select({ ...tableColumns, expired })
    .from(rewardGrants)
    .where(eq(rewardGrants.memberId, memberId))
    .orderBy(
      sql`case when ${rewardGrants.state} = 'claimable' and not ${expired} then 0 else 1 end`,
      desc(rewardGrants.createdAt),
      desc(rewardGrants.id),
    )
    .limit(200);
}

/** A member's reward, row-locked for the claim. */
export async function selectRewardForUpdate(db: Db, id: number, memberId: number) {
  const [row] = await db
    .select({ ...tableColumns, expired })
    .from(rewardGrants)
    .where(and(eq(rewardGrants.id, id), eq(rewardGrants.memberId, memberId)))
    .for('update');
  return row;
}

export async function markRewardClaimed(db: Db, id: number, transferId: number) {
  const [row] = await db
    .update(rewardGrants)
    .set({ state: 'claimed', claimedAt: sql`now()`, transferId })
    .where(eq(rewardGrants.id, id))
    .returning(tableColumns);
  return { ...row!, expired: false };
}
