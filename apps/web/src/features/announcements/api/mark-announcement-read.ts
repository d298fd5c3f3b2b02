import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  TIMERS,
  markAnnouncementReadEndpoint,
  type Announcement,
  type AnnouncementList,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { isTrialSession, SESSION_QUERY_SCOPE, useSession } from '../../../lib/session.ts';
import { useMemberInfo } from '../../../lib/queries/member-info.ts';
import { UNREAD_QUERY_KEY } from '../../../lib/queries/unread-counts.ts';
import { createSpacedQueue } from '../lib/spaced-queue.ts';

const queue = createSpacedQueue(TIMERS.markReadThrottle);

/** spec §7 "Mark announcement read": POST announcementId and read=true, spaced 150 ms apart. */
export function markAnnouncementRead(announcementId: number) {
  return queue(() =>
    callEndpoint(markAnnouncementReadEndpoint, { body: { announcementId, read: true } }),
  );
}

/**
 * What opening an announcement does (spec §4): for a signed-in member whose type is not 4, mark it
 * read on the server and in every cached list; for visitors and trial accounts, nothing. Errors
 * are not shown (spec §8); the item simply stays unread.
 */
export function useMarkAnnouncementRead(): (announcement: Announcement) => void {
  const session = useSession();
  const member = useMemberInfo();
  const queryClient = useQueryClient();
  const tracks = session !== null && !isTrialSession(session) && member?.type !== 4;
  return useCallback(
    (announcement) => {
      if (!tracks || announcement.read) return;
      markAnnouncementRead(announcement.id)
        .then(() => {
          queryClient.setQueriesData<AnnouncementList>(
            { queryKey: [...SESSION_QUERY_SCOPE, 'announcements'] },
            (old) => {
              if (!old) return old;
              const hit = old.list.some((a) => a.id === announcement.id && !a.read);
              if (!hit) return old;
              return {
                list: old.list.map((a) => (a.id === announcement.id ? { ...a, read: true } : a)),
                unreadCount: Math.max(0, old.unreadCount - 1),
              };
            },
          );
          // The badges count again (spec §3 total).
          void queryClient.invalidateQueries({ queryKey: UNREAD_QUERY_KEY });
        })
        .catch(() => {
          // spec §8: announcement calls suppress the error alert.
        });
    },
    [tracks, queryClient],
  );
}
