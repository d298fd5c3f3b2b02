import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGES_MAX,
  REWARD_CLAIM_DAYS,
  formatAmountMinor,
  getApplicationImageEndpoint,
  fillPath,
  parseAmountMinor,
  type AdminApplication,
  type AdminApplicationQuerySchema,
  type Application,
  type ApplicationBodySchema,
  type ApproveApplicationBody,
  type RejectApplicationBody,
  type AdminRewardList,
  type Reward,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPage, pageWindow } from '../../lib/paging.ts';
import { findMemberById, type MemberRow } from '../auth/auth.repository.ts';
import { selectLivePromotion } from '../content/promotions.repository.ts';
import { ACCOUNTS, postTransfer, walletOf } from '../ledger/ledger.service.ts';
import { checkMemberImage } from '../media/member-image.ts';
import {
  insertApplication,
  insertApplicationImages,
  insertRewardGrant,
  markRewardClaimed,
  selectApplication,
  selectApplicationImage,
  selectApplicationPage,
  selectMemberApplications,
  selectOpenApplicationId,
  selectRewardForUpdate,
  selectRewards,
  updateApplication,
  type ApplicationRow,
  type RewardRow,
} from './rewards.repository.ts';

const IMAGE_RULES = {
  maxBytes: APPLICATION_IMAGE_MAX_BYTES,
  tooLarge: 'promotion.image_too_large',
  refused: 'promotion.image_refused',
} as const;

const amountOf = (minor: bigint | null) => (minor === null ? null : formatAmountMinor(minor));

function toMember(row: ApplicationRow): Application {
  return {
    id: row.id,
    promotionId: row.promotionId,
    promotionTitle: row.promotionTitle,
    comment: row.comment,
    imageCount: row.images.length,
    state: row.state as Application['state'],
    reason: row.reason,
    bonus: amountOf(row.bonusMinor),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function toAdmin(row: ApplicationRow): AdminApplication {
  return {
    id: row.id,
    promotionId: row.promotionId,
    promotionTitle: row.promotionTitle,
    memberId: row.memberId,
    username: row.username,
    comment: row.comment,
    images: row.images.map((image) =>
      fillPath(getApplicationImageEndpoint.path, {
        name: `${image.sha256}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`,
      }),
    ),
    state: row.state as AdminApplication['state'],
    reason: row.reason,
    bonus: amountOf(row.bonusMinor),
    wageringMultiple: row.wageringMultiple,
    decidedBy: row.decidedBy,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    suggestedBonus: amountOf(row.suggestedBonusMinor),
    suggestedWageringMultiple: row.suggestedWageringMultiple,
  };
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e?.code ?? e?.cause?.code) === '23505';
}

/**
 * A member applies for a live promotion that takes applications. Every rule is checked before
 * anything is written (a refused comment or image stores nothing); the images are stored with
 * their metadata stripped, and the application in the same transaction.
 */
export async function applyForPromotion(
  db: Db,
  member: MemberRow,
  promotionId: number,
  body: z.output<typeof ApplicationBodySchema>,
): Promise<Application> {
  const comment = body.comment.trim();
  if (comment.length === 0) {
    throw new AppError('request.invalid', {
      message: 'Write a comment',
      value: { field: 'body.comment' },
    });
  }
  // Characters as a person counts them (an emoji is one), not UTF-16 units.
  if ([...comment].length > APPLICATION_COMMENT_MAX)
    throw new AppError('promotion.comment_too_long');
  if (body.images.length > APPLICATION_IMAGES_MAX) throw new AppError('promotion.too_many_images');
  const images = body.images.map((image) => checkMemberImage(image, IMAGE_RULES));

  const promotion = await selectLivePromotion(db, promotionId);
  if (!promotion) throw new AppError('promotion.not_found');
  if (!promotion.acceptsApplications) throw new AppError('promotion.applications_closed');
  if ((await selectOpenApplicationId(db, promotionId, member.id)) !== undefined) {
    throw new AppError('promotion.application_open');
  }
  try {
    const id = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await insertApplicationImages(tx, images);
      return insertApplication(tx, {
        promotionId,
        memberId: member.id,
        comment,
        images: images.map((i) => ({ sha256: i.sha256, contentType: i.contentType })),
      });
    });
    return toMember((await selectApplication(db, id))!);
  } catch (err) {
    // Two submissions at once: the second meets the first's open application.
    if (isUniqueViolation(err)) throw new AppError('promotion.application_open');
    throw err;
  }
}

export async function listMemberApplications(
  db: Db,
  member: MemberRow,
  promotionId: number | undefined,
) {
  return { list: (await selectMemberApplications(db, member.id, promotionId)).map(toMember) };
}

export async function listApplications(
  db: Db,
  query: z.output<typeof AdminApplicationQuerySchema>,
) {
  const { rows, total } = await selectApplicationPage(db, query.state, pageWindow(query));
  return toPage(rows.map(toAdmin), total, query);
}

/** An attached image for an operator, or undefined (unknown name, or not that type). */
export async function readApplicationImage(db: Db, name: string) {
  const [sha256, extension] = name.split('.') as [string, string];
  const row = await selectApplicationImage(db, sha256);
  if (!row) return undefined;
  if ((row.contentType === 'image/png' ? 'png' : 'jpg') !== extension) return undefined;
  return row;
}

/** The pending application, row-locked: a decided one is refused. */
async function pending(tx: Db, id: number): Promise<ApplicationRow> {
  const row = await selectApplication(tx, id, true);
  if (!row) throw new AppError('promotion.application_not_found');
  if (row.state !== 'pending') throw new AppError('promotion.application_decided');
  return row;
}

/**
 * Approves a pending application: its bonus becomes a reward in the member's reward center (one
 * per application, whatever happens concurrently), claimable for REWARD_CLAIM_DAYS days.
 * Runs inside the caller's transaction (the audit line's).
 */
export async function approveApplication(
  tx: Db,
  id: number,
  body: ApproveApplicationBody,
  operator: string,
): Promise<{ before: AdminApplication; after: AdminApplication }> {
  const row = await pending(tx, id);
  const bonusMinor = parseAmountMinor(body.bonus)!;
  await updateApplication(tx, id, {
    state: 'approved',
    bonusMinor,
    wageringMultiple: body.wageringMultiple,
    decidedBy: operator,
    decidedAt: new Date(),
  });
  await insertRewardGrant(
    tx,
    {
      memberId: row.memberId,
      source: `promotion_application:${id}`,
      title: row.promotionTitle,
      amountMinor: bonusMinor,
      wageringMultiple: body.wageringMultiple,
    },
    REWARD_CLAIM_DAYS,
  );
  return { before: toAdmin(row), after: toAdmin((await selectApplication(tx, id))!) };
}

/** Rejects a pending application with the reason the member reads. */
export async function rejectApplication(
  tx: Db,
  id: number,
  body: RejectApplicationBody,
  operator: string,
): Promise<{ before: AdminApplication; after: AdminApplication }> {
  const row = await pending(tx, id);
  await updateApplication(tx, id, {
    state: 'rejected',
    reason: body.reason,
    decidedBy: operator,
    decidedAt: new Date(),
  });
  return { before: toAdmin(row), after: toAdmin((await selectApplication(tx, id))!) };
}

function toReward(row: RewardRow): Reward {
  return {
    id: row.id,
    title: row.title,
    amount: formatAmountMinor(row.amountMinor),
    wageringMultiple: row.wageringMultiple,
    turnoverRequired: formatAmountMinor(row.amountMinor * BigInt(row.wageringMultiple)),
    state: row.expired ? 'expired' : (row.state as Reward['state']),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    claimedAt: row.claimedAt?.toISOString() ?? null,
  };
}

/** A member's grants for the operator, with their source and wagering state. */
export async function listMemberRewards(db: Db, memberId: number): Promise<AdminRewardList> {
  if (!(await findMemberById(db, memberId))) throw new AppError('operator.account_not_found');
  return {
    list: (await selectRewards(db, memberId)).map((row) => ({
      ...toReward(row),
      source: row.source,
      wageringMetAt: row.wageringMetAt?.toISOString() ?? null,
    })),
  };
}

export async function listRewards(db: Db, member: MemberRow) {
  return { list: (await selectRewards(db, member.id)).map(toReward) };
}

/**
 * Claims a reward into the wallet: one ledger transfer from the bonus account (kind `bonus`, key
 * `reward:<id>`) and the grant marked claimed, in one transaction with the grant row locked, so a
 * double tap, two tabs or a retry after a lost answer move the money once. A claimed reward is
 * answered as it is.
 */
export async function claimReward(db: Db, member: MemberRow, id: number): Promise<Reward> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await selectRewardForUpdate(tx, id, member.id);
    if (!row) throw new AppError('reward.not_found');
    if (row.state === 'claimed') return toReward(row);
    if (row.expired || row.state === 'expired') throw new AppError('reward.expired');
    const posted = await postTransfer(tx, {
      debit: ACCOUNTS.bonus,
      credit: walletOf(member).code,
      amountMinor: row.amountMinor,
      kind: 'bonus',
      reference: `reward:${id}`,
      idempotencyKey: `reward:${id}`,
      memberId: member.id,
      meta: { source: row.source, wageringMultiple: row.wageringMultiple },
    });
    return toReward(await markRewardClaimed(tx, id, posted.id));
  });
}
