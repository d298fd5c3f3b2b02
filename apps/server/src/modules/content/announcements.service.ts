import {
  AGENT_TYPES,
  DEFAULT_ANNOUNCEMENT_GROUP,
  TRIAL_TYPE,
  type AdminAnnouncement,
  type Announcement,
  type AdminAnnouncementQuerySchema,
  type AnnouncementCreateBodySchema,
  type AnnouncementUpdateBodySchema,
  type AnnouncementGroup,
  type AnnouncementList,
  type AnnouncementQuerySchema,
  type ContentType,
  type SiteLanguage,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import type { MemberRow } from '../auth/auth.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  endAnnouncementNow,
  insertAnnouncement,
  insertAnnouncementRead,
  msUntilAnnouncementsChange,
  selectAnnouncementForUpdate,
  selectAnnouncementPage,
  updateAnnouncementRow,
  selectVisibleAnnouncements,
  selectVisibleAnnouncementType,
} from './announcements.repository.ts';
import { sanitizeContentHtml } from './sanitize-html.ts';

/** Site language to content language (spec §1: TY is Vietnamese). */
const CONTENT_LANGUAGE: Record<SiteLanguage, string> = { TY: 'vi', EN: 'en' };

const isAgent = (member: MemberRow) => (AGENT_TYPES as readonly number[]).includes(member.type);

/** spec §4, §6: read state is kept only for signed-in members whose type is not 4 (trial). */
const tracksReads = (member: MemberRow | null): member is MemberRow =>
  member !== null && member.type !== TRIAL_TYPE;

/**
 * The announcements a page shows (spec §7 "Announcements"): visible now, of the asked types, in
 * the asked language and platform, limited to the asking page when the operator said so. Type A
 * is for agents only. A member who is not on trial gets the read state and the unread count.
 */
export async function listAnnouncements(
  db: Db,
  query: z.output<typeof AnnouncementQuerySchema>,
  member: MemberRow | null,
): Promise<AnnouncementList> {
  if (query.types.includes('A')) {
    if (!member) throw new AppError('auth.required');
    if (!isAgent(member)) throw new AppError('auth.not_agent');
  }
  const reader = tracksReads(member) ? member.id : null;
  const rows = await selectVisibleAnnouncements(
    db,
    {
      types: query.types,
      language: CONTENT_LANGUAGE[query.language],
      platform: query.platform,
      ...(query.groupName ? { page: query.groupName } : {}),
    },
    reader,
  );
  const list: Announcement[] = rows.map((r) => ({
    announcementId: r.id,
    id: r.id,
    type: r.type as ContentType,
    groupName: r.groupName as AnnouncementGroup,
    title: r.title,
    content: r.content,
    startDate: r.startDate.toISOString(),
    endDate: r.endDate ? r.endDate.toISOString() : null,
    read: r.readAt !== null,
  }));
  const unreadCount = reader === null ? 0 : list.filter((a) => !a.read).length;
  return { list, unreadCount };
}

/**
 * A visitor's announcements (no one signed in: no read state), as `listAnnouncements` reads them,
 * kept in the read cache (topic `content`) until an operator changes announcements or one of them
 * starts or ends: every visitor's home asks for the same list.
 */
export async function visitorAnnouncements(
  deps: { db: Db; cache: ReadCache },
  query: z.output<typeof AnnouncementQuerySchema>,
): Promise<AnnouncementList> {
  const key = [
    [...query.types].sort().join(','),
    query.language,
    query.platform,
    query.groupName ?? '',
  ].join('|');
  const kept = await deps.cache.value(
    'content',
    `announcements:${key}`,
    async () => {
      const [list, changesIn] = await Promise.all([
        listAnnouncements(deps.db, query, null),
        msUntilAnnouncementsChange(deps.db),
      ]);
      return { list, changesIn };
    },
    (value) => value.changesIn,
  );
  return kept.list;
}

/**
 * spec §7 "Mark announcement read": the member (never a trial account; the route refuses those)
 * has read one announcement they can see. Unknown, ended, future and other people's (type A for a
 * non-agent) announcements are announcement.not_found. Marking twice changes nothing.
 */
export async function markAnnouncementRead(
  db: Db,
  member: MemberRow,
  announcementId: number,
): Promise<void> {
  const type = await selectVisibleAnnouncementType(db, announcementId);
  if (!type || (type === 'A' && !isAgent(member))) throw new AppError('announcement.not_found');
  await insertAnnouncementRead(db, member.id, announcementId);
}

type AnnouncementRow = Awaited<ReturnType<typeof insertAnnouncement>>;

function toAdmin(row: AnnouncementRow): AdminAnnouncement {
  return {
    id: row.id,
    type: row.type as ContentType,
    groupName: row.groupName as AnnouncementGroup,
    language: row.language,
    title: row.title,
    content: row.content,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate ? row.endDate.toISOString() : null,
    sort: row.sort,
    platform: row.platform as AdminAnnouncement['platform'],
    pages: row.pages as AdminAnnouncement['pages'],
    enabled: row.enabled,
  };
}

/**
 * An operator's new announcement. The HTML is sanitised here, before it is stored (docs/decisions
 * 0018); content that is empty once sanitised is refused.
 */
export async function createAnnouncement(
  db: Db,
  body: z.output<typeof AnnouncementCreateBodySchema>,
): Promise<AdminAnnouncement> {
  const content = await sanitizeContentHtml(body.content);
  if (!content) {
    throw new AppError('request.invalid', {
      message: 'The content is empty once unsafe markup is removed',
      value: { field: 'body.content' },
    });
  }
  const startDate = body.startDate ? new Date(body.startDate) : new Date();
  const endDate = body.endDate ? new Date(body.endDate) : null;
  if (endDate && endDate <= startDate) throw new AppError('announcement.invalid_dates');
  const row = await insertAnnouncement(db, {
    type: body.type,
    groupName: body.groupName ?? DEFAULT_ANNOUNCEMENT_GROUP[body.type],
    language: body.language,
    title: body.title,
    content,
    startDate,
    endDate,
    sort: body.sort,
    platform: body.platform,
    pages: body.pages,
  });
  return toAdmin(row);
}

/** Ends an announcement now (it leaves every list at once); an ended one keeps its end date. */
export async function endAnnouncement(db: Db, id: number): Promise<AdminAnnouncement> {
  const row = await endAnnouncementNow(db, id);
  if (!row) throw new AppError('announcement.not_found');
  return toAdmin(row);
}

/** The back office's list of every announcement in a state (live, scheduled, ended, all). */
export async function listAdminAnnouncements(
  db: Db,
  query: z.output<typeof AdminAnnouncementQuerySchema>,
) {
  const { rows, total } = await selectAnnouncementPage(db, {
    state: query.state,
    type: query.type,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return {
    list: rows.map(toAdmin),
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/**
 * Changes the fields sent; new content is sanitised as on create, and the dates must still end
 * after they start. Answers the announcement before and after, for the audit line.
 */
export async function updateAnnouncement(
  db: Db,
  id: number,
  body: z.output<typeof AnnouncementUpdateBodySchema>,
): Promise<{ before: AdminAnnouncement; after: AdminAnnouncement }> {
  const row = await selectAnnouncementForUpdate(db, id);
  if (!row) throw new AppError('announcement.not_found');
  let content: string | undefined;
  if (body.content !== undefined) {
    content = await sanitizeContentHtml(body.content);
    if (!content) {
      throw new AppError('request.invalid', {
        message: 'The content is empty once unsafe markup is removed',
        value: { field: 'body.content' },
      });
    }
  }
  const startDate = body.startDate ? new Date(body.startDate) : row.startDate;
  const endDate =
    body.endDate === undefined ? row.endDate : body.endDate ? new Date(body.endDate) : null;
  if (endDate && endDate <= startDate) throw new AppError('announcement.invalid_dates');
  const type = body.type ?? (row.type as ContentType);
  const updated = await updateAnnouncementRow(db, id, {
    type,
    groupName:
      body.groupName ?? (body.type ? DEFAULT_ANNOUNCEMENT_GROUP[body.type] : row.groupName),
    language: body.language ?? row.language,
    title: body.title ?? row.title,
    content: content ?? row.content,
    startDate,
    endDate,
    sort: body.sort ?? row.sort,
    platform: body.platform ?? row.platform,
    pages: body.pages ?? row.pages,
  });
  return { before: toAdmin(row), after: toAdmin(updated) };
}
