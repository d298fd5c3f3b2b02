import {
  contentLanguageOf,
  FALLBACK_CONTENT_LANGUAGE,
  formatAmountMinor,
  parseAmountMinor,
  type AdminPromotion,
  type AdminPromotionQuerySchema,
  type Promotion,
  type PromotionCategory,
  type PromotionCreateBodySchema,
  type PromotionList,
  type PromotionQuerySchema,
  type PromotionUpdateBodySchema,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { promotions } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import {
  deletePromotionRow,
  insertPromotion,
  selectLivePromotion,
  selectLivePromotions,
  selectLiveTranslation,
  selectPromotion,
  selectPromotionForUpdate,
  selectPromotionPage,
  selectTranslationId,
  updatePromotionRow,
  countTranslations,
  type PromotionRow,
} from './promotions.repository.ts';
import { sanitizeContentHtml } from './sanitize-html.ts';

type Row = typeof promotions.$inferSelect;

/** A checked amount ("100", "100.50") in minor units; null stays null. */
function minorOf(amount: string | null): bigint | null {
  return amount === null ? null : parseAmountMinor(amount);
}

function toPublic(row: Row): Promotion {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    // The column is checked by the database against the same list.
    category: row.category as PromotionCategory,
    language: row.language,
    startDate: row.startDate.toISOString(),
    endDate: row.noExpiry === 1 || !row.endDate ? null : row.endDate.toISOString(),
    noExpiry: row.noExpiry === 1 ? 1 : 0,
    announcementImages: [...row.images].sort((a, b) => a.sequence - b.sequence),
    acceptsApplications: row.acceptsApplications,
  };
}

function toAdmin(row: PromotionRow): AdminPromotion {
  const { announcementImages, ...rest } = toPublic(row);
  return {
    ...rest,
    translationOf: row.translationOf ?? null,
    images: announcementImages,
    sort: row.sort,
    enabled: row.enabled,
    state: row.state,
    applicationBonus:
      row.applicationBonusMinor === null ? null : formatAmountMinor(row.applicationBonusMinor),
    wageringMultiple: row.wageringMultiple,
  };
}

/**
 * spec §2 "Promotions": the live promotions in the visitor's language, Vietnamese (TY) where a
 * promotion has no translation in it.
 */
export async function listPromotions(
  db: Db,
  query: z.output<typeof PromotionQuerySchema>,
): Promise<PromotionList> {
  const rows = await selectLivePromotions(db, contentLanguageOf(query.language));
  return { list: rows.map(toPublic) };
}

/**
 * spec §2: the detail page opens a promotion by id (banner links carry the Vietnamese id); a
 * live translation in the visitor's language is answered in its place.
 */
export async function getPromotion(
  db: Db,
  id: number,
  query: z.output<typeof PromotionQuerySchema>,
): Promise<Promotion> {
  const row = await selectLivePromotion(db, id);
  if (!row) throw new AppError('promotion.not_found');
  const language = contentLanguageOf(query.language);
  if (row.language === FALLBACK_CONTENT_LANGUAGE && language !== row.language) {
    const translation = await selectLiveTranslation(db, row.id, language);
    if (translation) return toPublic(translation);
  }
  return toPublic(row);
}

async function reread(db: Db, id: number): Promise<AdminPromotion> {
  const row = await selectPromotion(db, id);
  if (!row) throw new AppError('promotion.not_found');
  return toAdmin(row);
}

/** The back office's list: every promotion in a state (and language). */
export async function listAdminPromotions(
  db: Db,
  query: z.output<typeof AdminPromotionQuerySchema>,
) {
  const { rows, total } = await selectPromotionPage(db, {
    state: query.state,
    ...(query.language ? { language: query.language } : {}),
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return toPage(rows.map(toAdmin), total, query);
}

async function sanitized(html: string): Promise<string> {
  const content = await sanitizeContentHtml(html);
  if (!content) {
    throw new AppError('request.invalid', {
      message: 'The content is empty once unsafe markup is removed',
      value: { field: 'body.content' },
    });
  }
  return content;
}

/** spec §3: a long-term promotion (noExpiry 1) has no end; any other ends after it starts. */
function checkDates(startDate: Date | undefined, endDate: Date | null, noExpiry: 0 | 1) {
  if (noExpiry === 1) {
    if (endDate) throw new AppError('promotion.invalid_dates');
    return;
  }
  if (!endDate || endDate <= (startDate ?? new Date())) {
    throw new AppError('promotion.invalid_dates');
  }
}

/**
 * A translation points to a Vietnamese original (itself no translation), is not Vietnamese, and
 * is the only one of its original in its language.
 */
async function checkTranslation(
  db: Db,
  translationOf: number | null,
  language: string,
  selfId?: number,
) {
  if (translationOf === null) return;
  const original = await selectPromotion(db, translationOf);
  if (
    !original ||
    original.id === selfId ||
    original.language !== FALLBACK_CONTENT_LANGUAGE ||
    original.translationOf !== null ||
    language === FALLBACK_CONTENT_LANGUAGE ||
    (await selectTranslationId(db, translationOf, language, selfId)) !== undefined
  ) {
    throw new AppError('promotion.translation_invalid');
  }
}

/** An operator's new promotion; the HTML is sanitised here, before it is stored. */
export async function createPromotion(
  db: Db,
  body: z.output<typeof PromotionCreateBodySchema>,
): Promise<AdminPromotion> {
  const content = await sanitized(body.content);
  const startDate = body.startDate ? new Date(body.startDate) : undefined;
  const endDate = body.endDate ? new Date(body.endDate) : null;
  checkDates(startDate, endDate, body.noExpiry);
  await checkTranslation(db, body.translationOf, body.language);
  const id = await insertPromotion(db, {
    title: body.title,
    content,
    category: body.category,
    language: body.language,
    translationOf: body.translationOf,
    // No start: the database's now, the clock the public list is judged by.
    ...(startDate ? { startDate } : {}),
    endDate,
    noExpiry: body.noExpiry,
    images: body.images,
    sort: body.sort,
    enabled: body.enabled,
    acceptsApplications: body.acceptsApplications,
    applicationBonusMinor: minorOf(body.applicationBonus),
    wageringMultiple: body.wageringMultiple,
  });
  return reread(db, id);
}

/** Changes the fields sent, checked as on create. Answers the promotion before and after. */
export async function updatePromotion(
  db: Db,
  id: number,
  body: z.output<typeof PromotionUpdateBodySchema>,
): Promise<{ before: AdminPromotion; after: AdminPromotion }> {
  const locked = await selectPromotionForUpdate(db, id);
  if (!locked) throw new AppError('promotion.not_found');
  const before = await reread(db, id);
  const content = body.content === undefined ? undefined : await sanitized(body.content);
  const noExpiry = body.noExpiry ?? (locked.noExpiry === 1 ? 1 : 0);
  const startDate = body.startDate ? new Date(body.startDate) : locked.startDate;
  // Turning a promotion long-term drops its end unless a new one is sent (and refused).
  const endDate =
    body.endDate !== undefined
      ? body.endDate
        ? new Date(body.endDate)
        : null
      : body.noExpiry === 1
        ? null
        : locked.endDate;
  const datesChanged =
    body.startDate !== undefined || body.endDate !== undefined || body.noExpiry !== undefined;
  if (datesChanged) checkDates(startDate, endDate, noExpiry);
  const language = body.language ?? locked.language;
  const translationOf =
    body.translationOf === undefined ? (locked.translationOf ?? null) : body.translationOf;
  if (body.language !== undefined || body.translationOf !== undefined) {
    await checkTranslation(db, translationOf, language, id);
    // An original that has translations stays Vietnamese.
    if (language !== FALLBACK_CONTENT_LANGUAGE && (await countTranslations(db, id)) > 0) {
      throw new AppError('promotion.translation_invalid');
    }
  }
  await updatePromotionRow(db, id, {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(content !== undefined ? { content } : {}),
    ...(body.category !== undefined ? { category: body.category } : {}),
    language,
    translationOf,
    startDate,
    endDate,
    noExpiry,
    ...(body.images !== undefined ? { images: body.images } : {}),
    ...(body.sort !== undefined ? { sort: body.sort } : {}),
    ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
    ...(body.acceptsApplications !== undefined
      ? { acceptsApplications: body.acceptsApplications }
      : {}),
    ...(body.applicationBonus !== undefined
      ? { applicationBonusMinor: minorOf(body.applicationBonus) }
      : {}),
    ...(body.wageringMultiple !== undefined ? { wageringMultiple: body.wageringMultiple } : {}),
  });
  return { before, after: await reread(db, id) };
}

/** Deletes a promotion (and, for an original, its translations). Answers what was deleted. */
export async function deletePromotion(db: Db, id: number): Promise<AdminPromotion> {
  const before = await selectPromotion(db, id);
  if (!before) throw new AppError('promotion.not_found');
  await deletePromotionRow(db, id);
  return toAdmin(before);
}
