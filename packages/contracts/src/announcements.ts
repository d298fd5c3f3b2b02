import { z } from 'zod/mini';
import { ANNOUNCEMENT_TYPES } from './constants.ts';
import {
  BannerGroupSchema,
  CONTENT_LANGUAGES,
  ContentTypeSchema,
  SiteLanguageSchema,
  type ContentType,
} from './enums.ts';

// ---- announcements (spec §2 "Announcement marquee", "Message list"; §3 "Announcement"; §7)

/**
 * Response groups of spec §3 ("promotion, banners, player, popup, hot") plus `agent`, the group
 * of the agents' type A announcements.
 */
export const ANNOUNCEMENT_GROUPS = [
  'player',
  'hot',
  'popup',
  'banners',
  'promotion',
  'agent',
] as const;
export const AnnouncementGroupSchema = z.enum(ANNOUNCEMENT_GROUPS);
export type AnnouncementGroup = z.infer<typeof AnnouncementGroupSchema>;

/** The group an announcement of a type lands in when the operator names none. */
export const DEFAULT_ANNOUNCEMENT_GROUP: Record<ContentType, AnnouncementGroup> = {
  PL: 'player',
  PU: 'popup',
  B: 'banners',
  PR: 'promotion',
  A: 'agent',
};

/** spec §7, §9: platform code M (mobile); W is the desktop site. */
export const AnnouncementPlatformSchema = z.enum(['M', 'W']);

/**
 * `types` of the announcements call: comma-separated content types, e.g. "B,PL,PU" (spec §7).
 * Duplicates are dropped; an empty or unknown type is refused.
 */
const TypesParamSchema = z.pipe(
  z.string().check(z.maxLength(40)),
  z.transform((v, ctx) => {
    const parts = [...new Set(v.split(',').map((p) => p.trim()))];
    const parsed = z.array(ContentTypeSchema).check(z.minLength(1)).safeParse(parts);
    if (!parsed.success) {
      ctx.issues.push({ code: 'custom', message: 'validation.announcement_types', input: v });
      return z.NEVER;
    }
    return parsed.data;
  }),
);

/**
 * `GET /wps/content/announcements?types=B,PL,PU&groupName=m_home&platform=M&language=TY` (no token
 * needed, spec §7). With a session the items carry the member's read state; type A needs an agent.
 */
export const AnnouncementQuerySchema = z.object({
  types: z._default(TypesParamSchema, [...ANNOUNCEMENT_TYPES]),
  /** The page asking (m_home on home, m_reg on register); announcements limited to other pages are left out. */
  groupName: z.optional(BannerGroupSchema),
  platform: z._default(AnnouncementPlatformSchema, 'M'),
  language: z._default(SiteLanguageSchema, 'TY'),
  merchantCode: z.optional(z.string().check(z.maxLength(40))),
  /** Some spec calls carry the session token as a query parameter (spec §7). */
  token: z.optional(z.string().check(z.maxLength(200))),
});
export type AnnouncementQuery = z.input<typeof AnnouncementQuerySchema>;

export const AnnouncementSchema = z.object({
  /** The id under the name the mark-read call sends (spec §3 announcementId/id). */
  announcementId: z.int(),
  id: z.int(),
  type: ContentTypeSchema,
  groupName: AnnouncementGroupSchema,
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** ISO 8601; the message list shows it as YYYY-MM-DD. */
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  /** Read by the signed-in member; always false for visitors and trial accounts. */
  read: z.boolean(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const AnnouncementListSchema = z.object({
  /** Visible announcements of the requested types, in the operator's order (sort, newest start). */
  list: z.array(AnnouncementSchema),
  /** Unread ones in `list` for a signed-in member whose type is not 4; otherwise 0 (spec §2 agent footer). */
  unreadCount: z.int().check(z.nonnegative()),
});
export type AnnouncementList = z.infer<typeof AnnouncementListSchema>;

/** The spec's response groups (spec §3) of a list, each in list order. */
export function groupAnnouncements(
  list: readonly Announcement[],
): Record<AnnouncementGroup, Announcement[]> {
  const groups = Object.fromEntries(ANNOUNCEMENT_GROUPS.map((g) => [g, []])) as unknown as Record<
    AnnouncementGroup,
    Announcement[]
  >;
  for (const item of list) groups[item.groupName].push(item);
  return groups;
}

/** `POST /wps/content/announcements/read` (spec §7 "Mark announcement read"; not for type 4). */
export const MarkAnnouncementReadBodySchema = z.object({
  announcementId: z.pipe(
    z.coerce.number(),
    z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
  ),
  /** spec §7: always read=true. */
  read: z._default(z.literal(true), true),
});
export type MarkAnnouncementReadBody = z.input<typeof MarkAnnouncementReadBodySchema>;

export const MarkAnnouncementReadResultSchema = z.object({
  announcementId: z.int(),
  read: z.literal(true),
});

// ---- operator

const IsoDateTime = z.iso.datetime({ offset: true });

/** `POST /wps/admin/content/announcements`: a new announcement; its HTML is sanitised before it is stored. */
export const AnnouncementCreateBodySchema = z.object({
  type: ContentTypeSchema,
  /** Defaults by type: PL player, PU popup, B banners, PR promotion, A agent. */
  groupName: z.optional(AnnouncementGroupSchema),
  language: z._default(z.enum(CONTENT_LANGUAGES), 'vi'),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  content: z.string().check(z.minLength(1), z.maxLength(50_000)),
  startDate: z.optional(IsoDateTime),
  endDate: z.optional(z.nullable(IsoDateTime)),
  sort: z._default(z.int().check(z.gte(-1_000_000), z.lte(1_000_000)), 0),
  platform: z._default(z.enum(['ALL', 'M', 'W']), 'ALL'),
  /** Pages it is limited to; empty for every page. */
  pages: z._default(z.array(BannerGroupSchema).check(z.maxLength(10)), []),
});
export type AnnouncementCreateBody = z.input<typeof AnnouncementCreateBodySchema>;

export const AdminAnnouncementSchema = z.object({
  id: z.int(),
  type: ContentTypeSchema,
  groupName: AnnouncementGroupSchema,
  language: z.string(),
  title: z.string(),
  content: z.string(),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  sort: z.int(),
  platform: z.enum(['ALL', 'M', 'W']),
  pages: z.array(BannerGroupSchema),
  enabled: z.boolean(),
});
export type AdminAnnouncement = z.infer<typeof AdminAnnouncementSchema>;

/** `GET /wps/admin/content/announcements`: every announcement by state, newest start first. */
export const AdminAnnouncementQuerySchema = z.object({
  /** live: shown now; scheduled: starts later; ended: past its end; all. */
  state: z._default(z.enum(['live', 'scheduled', 'ended', 'all']), 'all'),
  type: z.optional(ContentTypeSchema),
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
});
export type AdminAnnouncementQuery = z.input<typeof AdminAnnouncementQuerySchema>;

export const AdminAnnouncementPageSchema = z.object({
  list: z.array(AdminAnnouncementSchema),
  pageNum: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
});

/** `PATCH /wps/admin/content/announcements/:id`: the fields to change; the rest keep their value. */
export const AnnouncementUpdateBodySchema = z.object({
  type: z.optional(ContentTypeSchema),
  groupName: z.optional(AnnouncementGroupSchema),
  language: z.optional(z.enum(CONTENT_LANGUAGES)),
  title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  content: z.optional(z.string().check(z.minLength(1), z.maxLength(50_000))),
  startDate: z.optional(IsoDateTime),
  endDate: z.optional(z.nullable(IsoDateTime)),
  sort: z.optional(z.int().check(z.gte(-1_000_000), z.lte(1_000_000))),
  platform: z.optional(z.enum(['ALL', 'M', 'W'])),
  pages: z.optional(z.array(BannerGroupSchema).check(z.maxLength(10))),
});
export type AnnouncementUpdateBody = z.input<typeof AnnouncementUpdateBodySchema>;
