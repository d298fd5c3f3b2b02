import type { SiteLanguage, UnreadCounts } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import type { MemberRow } from '../auth/auth.repository.ts';
import { listAnnouncements } from '../content/announcements.service.ts';
import type { SettingsStore } from '../system/settings-store.ts';
import { countUnreadChat } from '../chat/chat.service.ts';
import { NOCHAT_LABEL } from '@app/contracts';
import { countUnreadInbox } from './inbox.repository.ts';
import { tracksReads } from './inbox.service.ts';

/** What a source of unread items is given. */
export type UnreadContext = {
  db: Db;
  settings: SettingsStore;
  member: MemberRow;
  language: SiteLanguage;
};

/** The parts of spec §3's total; each source answers its own. */
export type UnreadSourceKey = 'announcements' | 'inbox' | 'chat';

export type UnreadSource = {
  key: UnreadSourceKey;
  count: (context: UnreadContext) => Promise<number>;
};

/** The player's announcements, as /m/message lists them (types PL and PU). */
const MESSAGE_TYPES = ['PL', 'PU'] as const;

/** The sources summed into the total (spec §3: total = announcements + chat + inbox). */
export const UNREAD_SOURCES: readonly UnreadSource[] = [
  {
    key: 'announcements',
    count: async ({ db, settings, member, language }) => {
      if (!(await settings.isEnabled('COMM3'))) return 0;
      const { unreadCount } = await listAnnouncements(
        db,
        { types: [...MESSAGE_TYPES], platform: 'M', language },
        member,
      );
      return unreadCount;
    },
  },
  {
    key: 'inbox',
    // spec §6: the inbox needs MAILCEN; while it is off there is nothing unread in it.
    count: async ({ db, settings, member }) =>
      (await settings.isEnabled('MAILCEN')) ? countUnreadInbox(db, member.id) : 0,
  },
  {
    key: 'chat',
    // spec §6: the operators' answers the member has not read, while chat (CBS3) is on and the
    // member may chat (no nochat label).
    count: async ({ db, settings, member }) =>
      (await settings.isEnabled('CBS3')) && !member.labels.includes(NOCHAT_LABEL)
        ? countUnreadChat(db, member.id)
        : 0,
  },
];

/**
 * The member's unread counts and their total (spec §3 "Unread counts"). A trial account (type 4)
 * gets zeros (spec §6: no unread calls for type 4); nothing here marks anything read.
 */
export async function unreadCounts(
  context: UnreadContext,
  sources: readonly UnreadSource[] = UNREAD_SOURCES,
): Promise<UnreadCounts> {
  const counts: UnreadCounts = { announcements: 0, inbox: 0, chat: 0, total: 0 };
  if (!tracksReads(context.member)) return counts;
  const values = await Promise.all(sources.map((s) => s.count(context)));
  sources.forEach((source, i) => {
    counts[source.key] += values[i]!;
  });
  counts.total = counts.announcements + counts.inbox + counts.chat;
  return counts;
}
