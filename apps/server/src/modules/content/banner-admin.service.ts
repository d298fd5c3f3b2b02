import type {
  AdminBanner,
  AdminBannerQuerySchema,
  BannerCreateBodySchema,
  BannerGroup,
  BannerUpdateBodySchema,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import {
  endBannerNow,
  insertBanner,
  selectBanner,
  selectBannerForUpdate,
  selectBannerPage,
  updateBannerRow,
  type BannerRow,
  type NewBannerRow,
} from './banner-admin.repository.ts';

function toAdmin(row: BannerRow): AdminBanner {
  return {
    id: row.id,
    // The group column is checked by the database against the same list as BannerGroup.
    groupName: row.groupName as BannerGroup,
    title: row.title,
    imageUrl: row.imageUrl,
    link: row.link,
    sequence: row.sequence,
    startDate: row.startAt.toISOString(),
    endDate: row.endAt ? row.endAt.toISOString() : null,
    enabled: row.enabled,
    state: row.state,
  };
}

async function reread(db: Db, id: number): Promise<AdminBanner> {
  const row = await selectBanner(db, id);
  if (!row) throw new AppError('banner.not_found');
  return toAdmin(row);
}

/** The back office's list: banners of one group or all, in a state, by group and sequence. */
export async function listAdminBanners(db: Db, query: z.output<typeof AdminBannerQuerySchema>) {
  const { rows, total } = await selectBannerPage(db, {
    group: query.group,
    state: query.state,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return toPage(rows.map(toAdmin), total, query);
}

/** A new banner; it starts now when no start is given and never ends when no end is. */
export async function createBanner(
  db: Db,
  body: z.output<typeof BannerCreateBodySchema>,
): Promise<AdminBanner> {
  const startAt = body.startDate ? new Date(body.startDate) : undefined;
  const endAt = body.endDate ? new Date(body.endDate) : null;
  if (endAt && endAt <= (startAt ?? new Date())) throw new AppError('banner.invalid_dates');
  const id = await insertBanner(db, {
    groupName: body.groupName,
    title: body.title,
    imageUrl: body.imageUrl,
    link: body.link,
    sequence: body.sequence,
    // No start: the database's now, the clock the carousel is judged by.
    ...(startAt ? { startAt } : {}),
    endAt,
    enabled: body.enabled,
  });
  return reread(db, id);
}

/** Changes the fields sent; the dates must still end after they start. Before and after. */
export async function updateBanner(
  db: Db,
  id: number,
  body: z.output<typeof BannerUpdateBodySchema>,
): Promise<{ before: AdminBanner; after: AdminBanner }> {
  const row = await selectBannerForUpdate(db, id);
  if (!row) throw new AppError('banner.not_found');
  const startAt = body.startDate ? new Date(body.startDate) : row.startAt;
  const endAt =
    body.endDate === undefined ? row.endAt : body.endDate ? new Date(body.endDate) : null;
  if (endAt && endAt <= startAt) throw new AppError('banner.invalid_dates');
  const set: Partial<NewBannerRow> = {};
  if (body.groupName !== undefined) set.groupName = body.groupName;
  if (body.title !== undefined) set.title = body.title;
  if (body.imageUrl !== undefined) set.imageUrl = body.imageUrl;
  if (body.link !== undefined) set.link = body.link;
  if (body.sequence !== undefined) set.sequence = body.sequence;
  if (body.startDate !== undefined) set.startAt = startAt;
  if (body.endDate !== undefined) set.endAt = endAt;
  if (body.enabled !== undefined) set.enabled = body.enabled;
  await updateBannerRow(db, id, set);
  return { before: toAdmin(row), after: await reread(db, id) };
}

/** Ends a banner now (it leaves the carousel); one already ended keeps its end. */
export async function endBanner(
  db: Db,
  id: number,
): Promise<{ before: AdminBanner; after: AdminBanner }> {
  const row = await selectBannerForUpdate(db, id);
  if (!row || !(await endBannerNow(db, id))) throw new AppError('banner.not_found');
  return { before: toAdmin(row), after: await reread(db, id) };
}
