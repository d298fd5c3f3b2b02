import { Link } from '../../../lib/router.tsx';
import { ChevronRightIcon, type IconComponent } from '../../../components/ui/icons.tsx';

export type LinkEntry = { key: string; to: string; icon: IconComponent; label: string };

/** A titled group of links to other pages, one row each (the settings and "more" pages). */
export function LinkList({ title, entries }: { title: string; entries: readonly LinkEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section className="prefs__group">
      <h2 className="prefs__title">{title}</h2>
      <ul className="prefs__list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.to} className="prefs__row" data-testid={`link-${entry.key}`}>
              <entry.icon size={20} className="prefs__icon" />
              <span className="prefs__label">{entry.label}</span>
              <ChevronRightIcon size={18} className="prefs__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
