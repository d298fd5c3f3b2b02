import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { formatDate } from '@app/client/format';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CoinsIcon } from '../../../components/ui/page-icons.tsx';
import { useSiteLanguage } from '../../../lib/i18n.ts';
import { usePointHistory } from '../api/mall.ts';

/** Points earned (per settled hour), spent and returned, newest first. */
export function PointHistory() {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const history = usePointHistory(true);
  if (history.isPending) return <p className="mall__loading">{t('common.loading')}</p>;
  if (history.isError) return <EmptyState icon={CoinsIcon} text={t('errors.loadFailed')} />;
  if (history.data.list.length === 0) {
    return <EmptyState icon={CoinsIcon} text={t('mall.noPoints')} />;
  }
  return (
    <ul className="mall__rows">
      {history.data.list.map((e) => (
        <li key={e.id} className="mall-row" data-testid="point-entry" data-kind={e.kind}>
          <div>
            <p className="mall-row__title">{t(`mall.entry.${e.kind}`)}</p>
            <p className="mall-row__sub">
              {e.kind === 'earn'
                ? t('mall.earnedHour', { hour: formatDate(e.note, language, 'dateTime') })
                : e.note}
            </p>
            <p className="mall-row__sub">{formatDate(e.createdAt, language, 'dateTime')}</p>
          </div>
          <span className={`mall-row__points mall-row__points--${e.points > 0 ? 'in' : 'out'}`}>
            {e.points > 0 ? '+' : ''}
            {e.points.toLocaleString('en-US')}
          </span>
        </li>
      ))}
    </ul>
  );
}
