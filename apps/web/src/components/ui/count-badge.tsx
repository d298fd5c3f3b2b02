import './count-badge.css';

/**
 * An unread count beside an entry (99+ above 99), or a dot when `dot` is set; nothing for 0.
 * The label is read by screen readers instead of the bare number.
 */
export function CountBadge({
  count,
  label,
  dot = false,
  testId,
}: {
  count: number | undefined;
  label: string;
  dot?: boolean;
  testId?: string;
}) {
  if (!count) return null;
  return (
    <span
      className={`count-badge${dot ? ' count-badge--dot' : ''}`}
      data-testid={testId}
      data-count={count}
      role="status"
      aria-label={label}
    >
      {dot ? null : count > 99 ? '99+' : count}
    </span>
  );
}
