import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { Announcement } from '@app/contracts';
import { MegaphoneIcon } from '../../../components/ui/icons.tsx';
import { useSettled } from '../../../lib/use-idle.ts';
import './announcement-marquee.css';

/** Seconds the titles take to move by their own length: slow enough to read, at least 6 s. */
function durationFor(text: string): number {
  return Math.max(6, Math.round([...text].length * 0.22));
}

/** The first title stands still this long at least, and until the page has loaded. */
const MARQUEE_STILL_MS = 3000;

/**
 * spec §2 "Announcement marquee": the titles of the announcements scroll across one line; a tap
 * opens /m/message; with none, a no-announcement text. The line shows its first title still while
 * the page loads and starts to move once it has settled (`useSettled`), in an endless loop of two
 * copies of the titles (the second hidden from screen readers). Reduced motion keeps it still.
 */
export function AnnouncementMarquee({
  items,
  loading = false,
}: {
  items: readonly Announcement[];
  /** While the list loads the bar stays empty rather than saying there is nothing. */
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const moving = useSettled(MARQUEE_STILL_MS);
  const text = items.map((a) => a.title).join('   •   ');
  const titles = items.map((a, i) => (
    <span key={a.id} className="marquee__item">
      {i > 0 ? (
        <span className="marquee__dot" aria-hidden="true">
          •
        </span>
      ) : null}
      {a.title}
    </span>
  ));
  return (
    <Link to="/m/message" className="marquee" data-testid="announcement-marquee">
      <span className="visually-hidden">{t('home.marquee.open')}</span>
      <span className="marquee__icon" aria-hidden="true">
        <MegaphoneIcon size={18} />
      </span>
      <span className="marquee__viewport">
        {loading ? null : items.length === 0 ? (
          <span className="marquee__empty" data-testid="announcement-marquee-empty">
            {t('home.marquee.empty')}
          </span>
        ) : (
          <span
            className={moving ? 'marquee__track is-moving' : 'marquee__track'}
            data-testid="announcement-marquee-track"
            style={{ animationDuration: `${durationFor(text)}s` }}
          >
            <span className="marquee__copy">{titles}</span>
            <span className="marquee__copy" aria-hidden="true">
              {titles}
            </span>
          </span>
        )}
      </span>
    </Link>
  );
}
