import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  AdminAnnouncementPageSchema,
  AdminAnnouncementQuerySchema,
  AdminAnnouncementSchema,
  AnnouncementCreateBodySchema,
  AnnouncementUpdateBodySchema,
  AnnouncementListSchema,
  AnnouncementQuerySchema,
  MarkAnnouncementReadBodySchema,
  MarkAnnouncementReadResultSchema,
} from '../announcements.ts';
import { BannerListSchema, BannerQuerySchema } from '../content.ts';

// Banners and announcements (spec §2 home carousel, marquee, notice popup, message list, agent
// footer; §3 Banner, Announcement; §7), and the operator's announcement calls.

/** Path of an operator call on one announcement. */
export const AnnouncementIdParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
});

const announcement = {
  announcementId: 17,
  id: 17,
  type: 'PL' as const,
  groupName: 'player' as const,
  title: 'Khuyến mãi nạp lần đầu 100%',
  content: '<p>Nạp lần đầu từ <b>200.000 ₫</b> nhận thưởng 100%, tối đa 2.000.000 ₫.</p>',
  startDate: '2026-11-20T00:00:00.000Z',
  endDate: '2026-12-31T16:59:59.000Z',
  read: false,
};

const adminAnnouncement = {
  id: 17,
  type: 'PL' as const,
  groupName: 'player' as const,
  language: 'vi',
  title: announcement.title,
  content: announcement.content,
  startDate: announcement.startDate,
  endDate: announcement.endDate,
  sort: 10,
  platform: 'ALL' as const,
  pages: [],
  enabled: true,
};

export const listBannersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/content/banners',
  auth: 'public',
  module: 'COMM3',
  query: BannerQuerySchema,
  response: BannerListSchema,
  errors: [],
  tag: 'content',
  summary: 'Banners of one group, enabled and within their dates, by sequence (spec §3)',
  description:
    'The banners of one group (spec §3 Banner: m_home carousel, m_reg, m_hot …) that are enabled and within their dates, in display order (`sequence`). The same for everyone: cacheable for a minute (`cache-control: public, max-age=60`).',
  docs: { query: { groupName: 'The banner group (page) asked for, e.g. m_home.' } },
  examples: {
    query: { groupName: 'm_home' },
    response: [
      {
        id: 3,
        url: '/wps/media/banner/m_home-1.svg',
        groupName: 'm_home',
        title: 'Tết rộn ràng – thưởng nạp 100%',
        link: '/m/activityDetail?id=3',
        sequence: 1,
      },
    ],
  },
});

export const listAnnouncementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/content/announcements',
  auth: 'public',
  module: 'COMM3',
  query: AnnouncementQuerySchema,
  response: AnnouncementListSchema,
  errors: ['auth.required', 'auth.not_agent'],
  tag: 'content',
  summary:
    'Announcements visible now by types, page, platform and language; read state with a session',
  description:
    'spec §7 "Announcements": the announcements visible now, of the asked types, language and platform, leaving out those limited to other pages. No token needed; with a session (a member not on trial) each item carries its read state and `unreadCount` counts the unread ones (spec §2 agent footer). Type A is for agents only (`auth.required` without a session, `auth.not_agent` for others). A visitor’s answer is cacheable for 30 s; a member’s is private.',
  docs: {
    query: {
      types:
        'Comma-separated content types, e.g. B,PL,PU (A agents, PL player, B banners, PU popup, PR promotion); every type when absent.',
      groupName:
        'The page asking (m_home on home, m_reg on register); announcements limited to other pages are left out.',
      platform: 'M mobile (the default) or W desktop (spec §7, §9).',
      language: 'TY Vietnamese (the default) or EN.',
      merchantCode: 'The merchant code some spec calls carry; not needed.',
      token: 'The session token as some spec calls send it (spec §7); the bearer header is read.',
    },
  },
  examples: {
    query: { types: 'B,PL,PU', groupName: 'm_home', platform: 'M', language: 'TY' },
    response: { list: [announcement], unreadCount: 1 },
  },
});

export const markAnnouncementReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/content/announcements/read',
  // spec §6: trial accounts (type 4) do not mark announcements read.
  auth: 'real',
  module: 'COMM3',
  body: MarkAnnouncementReadBodySchema,
  response: MarkAnnouncementReadResultSchema,
  errors: ['announcement.not_found'],
  tag: 'content',
  summary: 'Mark an announcement read for the signed-in member (not for trial accounts)',
  description:
    'spec §7 "Mark announcement read": the member has read one announcement they can see; marking twice changes nothing. Unknown, ended and future announcements, and type A for a non-agent, are `announcement.not_found`. Trial accounts are refused (spec §6).',
  examples: {
    body: { announcementId: 17, read: true },
    response: { announcementId: 17, read: true },
  },
});

export const createAnnouncementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/content/announcements',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  body: AnnouncementCreateBodySchema,
  response: AdminAnnouncementSchema,
  errors: ['announcement.invalid_dates'],
  tag: 'operator',
  summary: 'Create an announcement; its HTML is sanitised before it is stored',
  description:
    'Creates an announcement of a type (its group defaults by type: PL player, PU popup, B banners, PR promotion, A agent), language, platform and pages. The HTML content is sanitised before it is stored (decision 2026-11-21-announcements-and-home-chrome); content that sanitises to nothing is `request.invalid`, and an end before the start `announcement.invalid_dates`.',
  examples: {
    body: {
      type: 'PL',
      language: 'vi',
      title: announcement.title,
      content: announcement.content,
      startDate: announcement.startDate,
      endDate: announcement.endDate,
      sort: 10,
    },
    response: adminAnnouncement,
  },
});

export const endAnnouncementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/content/announcements/:id/end',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  params: AnnouncementIdParamsSchema,
  response: AdminAnnouncementSchema,
  errors: ['announcement.not_found'],
  tag: 'operator',
  summary: 'End an announcement now',
  description:
    'Ends an announcement now: it leaves every list at once. One that has already ended keeps its end date.',
  docs: { params: { id: 'The announcement’s id.' } },
  examples: {
    params: { id: 17 },
    response: { ...adminAnnouncement, endDate: '2026-11-24T09:30:00.000Z' },
  },
});

export const listAdminAnnouncementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/content/announcements',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  query: AdminAnnouncementQuerySchema,
  response: AdminAnnouncementPageSchema,
  errors: [],
  tag: 'operator',
  summary: 'Every announcement, live, scheduled or ended, for the back office',
  description:
    'Every announcement whatever its dates, platform or pages, newest start first: live ones (started, not ended), scheduled ones (start later) or ended ones, optionally of one type. The content is the sanitised HTML as stored.',
  docs: {
    query: {
      state: 'live, scheduled, ended or all (default).',
      type: 'Only this type (PL, PU, B, PR, A).',
      pageNo: 'Page number from 1.',
      pageSize: 'Lines per page, at most 200 (default 50).',
    },
  },
  examples: {
    query: { state: 'live' },
    response: { list: [adminAnnouncement], pageNum: 1, pageSize: 50, total: 1, totalPages: 1 },
  },
});

export const updateAnnouncementEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/wps/admin/content/announcements/:id',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  params: AnnouncementIdParamsSchema,
  body: AnnouncementUpdateBodySchema,
  response: AdminAnnouncementSchema,
  errors: ['announcement.not_found', 'announcement.invalid_dates'],
  tag: 'operator',
  summary: 'Change an announcement; new HTML is sanitised before it is stored',
  description:
    'Changes the fields sent (title, content, dates, type, group, language, sort, platform, pages); the others keep their value. New content is sanitised like a new announcement’s, and the dates must still end after they start. Audited with the announcement before and after.',
  docs: { params: { id: 'The announcement’s id.' } },
  examples: {
    params: { id: 17 },
    body: { title: 'Khuyến mãi nạp lần đầu 120%' },
    response: { ...adminAnnouncement, title: 'Khuyến mãi nạp lần đầu 120%' },
  },
});
