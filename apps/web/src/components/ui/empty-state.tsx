import type { ReactNode } from 'react';
import { Link } from '../../lib/router.tsx';
import type { IconComponent } from './icons.tsx';
import './empty-state.css';

export type EmptyStateAction = { label: string; to: string };

export type EmptyStateProps = {
  icon: IconComponent;
  title?: string;
  text: string;
  action?: EmptyStateAction;
  secondaryAction?: EmptyStateAction;
  children?: ReactNode;
};

/** The designed "nothing here" view: an icon, what the page is for, and somewhere useful to go. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  secondaryAction,
  children,
}: EmptyStateProps) {
  return (
    <section className="empty-state" data-testid="empty-state">
      <div className="empty-state__art" aria-hidden="true">
        <span className="empty-state__ring" />
        <Icon size={40} className="empty-state__icon" />
      </div>
      {title ? <h2 className="empty-state__title">{title}</h2> : null}
      <p className="empty-state__text">{text}</p>
      {children}
      {action || secondaryAction ? (
        <div className="empty-state__actions">
          {action ? (
            <Link className="btn btn--gold" to={action.to}>
              {action.label}
            </Link>
          ) : null}
          {secondaryAction ? (
            <Link className="btn btn--outline" to={secondaryAction.to}>
              {secondaryAction.label}
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
