import type { BannerGroup } from '@app/contracts';
import { useAnnouncements } from '../api/get-announcements.ts';
import { AnnouncementMarquee } from './announcement-marquee.tsx';

/** spec §7: the player announcements (type PL) of the page asking. */
const PAGE_TYPES = ['PL'] as const;

/**
 * The announcements of a page other than home (spec §2 "Hot games": banner carousel,
 * announcements, hot tiles): the player and hot groups in the operator's order, as a marquee that
 * opens /m/message. No notice popup: that is home's, once per session.
 */
export function PageAnnouncements({ page }: { page: BannerGroup }) {
  const { data, isPending } = useAnnouncements({ types: PAGE_TYPES, groupName: page });
  const items = (data?.list ?? []).filter((a) => a.groupName === 'player' || a.groupName === 'hot');
  return (
    <div className="page-announcements" data-testid="page-announcements">
      <AnnouncementMarquee items={items} loading={isPending} />
    </div>
  );
}
