import { useTranslation } from 'react-i18next';

export function MemberStatusBadge({ status }: { status: 'active' | 'blocked' }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${status === 'active' ? 'ok' : 'bad'}`}>
      {t(`members.statuses.${status}`)}
    </span>
  );
}
