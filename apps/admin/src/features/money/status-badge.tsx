import { useTranslation } from 'react-i18next';

const TONES: Record<string, string> = {
  pending: 'warn',
  pending_mine: 'warn',
  approved: 'ok',
  confirmed: 'ok',
  paid: 'ok',
  rejected: 'bad',
  expired: 'muted',
  cancelled: 'muted',
};

/** A request's state as a coloured word. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${TONES[status] ?? 'muted'}`}>
      {t(`money.states.${status}`, { defaultValue: status })}
    </span>
  );
}
