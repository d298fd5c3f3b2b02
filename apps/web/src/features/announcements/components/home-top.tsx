import { Suspense, useState } from 'react';
import { lazyPart } from '../../../lib/lazy-part.tsx';
import { ANNOUNCEMENT_TYPES } from '@app/contracts';
import { useAnnouncements } from '../api/get-announcements.ts';
import { noticeShownThisSession } from '../lib/notice-popup.ts';
import { AnnouncementMarquee } from './announcement-marquee.tsx';

// The popup (and the HTML sanitiser it needs) is fetched only when there is a notice to show.
const NoticePopup = lazyPart(() =>
  import('./notice-popup.tsx').then((m) => ({ default: m.NoticePopup })),
);

/**
 * spec §7: the home page asks for types B, PL and PU of the m_home page (the server sends a
 * visitor's answer with the page for this query).
 */
const HOME_TYPES = ANNOUNCEMENT_TYPES;

/**
 * The top of home under the banners (spec §2 "Home"): the announcement marquee (the player and
 * hot groups, in the operator's order) and the notice popup (the popup group, once per session).
 */
export function HomeTop() {
  const { data, isPending } = useAnnouncements({ types: HOME_TYPES, groupName: 'm_home' });
  const list = data?.list ?? [];
  const marquee = list.filter((a) => a.groupName === 'player' || a.groupName === 'hot');
  const notices = list.filter((a) => a.groupName === 'popup');
  // Read once: the popup marks the session itself when it opens.
  const [popupDue] = useState(() => !noticeShownThisSession());
  return (
    <>
      <AnnouncementMarquee items={marquee} loading={isPending} />
      {popupDue && notices.length > 0 ? (
        <Suspense fallback={null}>
          <NoticePopup notices={notices} />
        </Suspense>
      ) : null}
    </>
  );
}
