import type { ReactNode } from 'react';
import { Link } from '../lib/router.tsx';
import { isSitePath, safeLink } from '../lib/links.ts';

/** A configured link: a site path through the router, another address in a new tab; unsafe ones render nothing. */
export function AppLink({
  href,
  className,
  testId,
  label,
  onClick,
  children,
}: {
  href: string | undefined;
  className?: string;
  testId?: string;
  label?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const safe = safeLink(href);
  if (!safe) return null;
  if (isSitePath(safe)) {
    return (
      <Link
        to={safe}
        className={className}
        data-testid={testId}
        aria-label={label}
        onClick={onClick}
      >
        {children}
      </Link>
    );
  }
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-testid={testId}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
