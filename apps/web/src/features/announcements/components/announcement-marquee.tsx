import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { Announcement } from '@app/contracts';
import { MegaphoneIcon } from '../../../components/ui/icons.tsx';
import './announcement-marquee.css';

/** Seconds a title set takes to cross the bar: slow enough to read, at least 12 s. */
function durationFor(text: string): number {
  return Math.max(12, Math.round([...text].length * 0.22));
}

/**
 * spec §2 "Announcement marquee": the titles of the announcements scroll across one line; a tap
 * opens /m/message; with none, a no-announcement text. Reduced motion keeps the line still.
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
  const text = items.map((a) => a.title).join('   •   ');
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
            className="marquee__track"
            data-testid="announcement-marquee-track"
            style={{ animationDuration: `${durationFor(text)}s` }}
          >
            {items.map((a, i) => (
              <span key={a.id} className="marquee__item">
                {i > 0 ? (
                  <span className="marquee__dot" aria-hidden="true">
                    •
                  </span>
                ) : null}
                {a.title}
              </span>
            ))}
          </span>
        )}
      </span>
    </Link>
  );
}
