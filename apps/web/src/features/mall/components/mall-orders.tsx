import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { formatDate } from '@app/client/format';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ReceiptIcon } from '../../../components/ui/page-icons.tsx';
import { useSiteLanguage } from '../../../lib/i18n.ts';
import { useMallOrders } from '../api/mall.ts';

/** The member's redemptions with their state (pending, shipped, delivered, cancelled). */
export function MallOrders() {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const orders = useMallOrders(true);
  if (orders.isPending) return <p className="mall__loading">{t('common.loading')}</p>;
  if (orders.isError) return <EmptyState icon={ReceiptIcon} text={t('errors.loadFailed')} />;
  if (orders.data.list.length === 0) {
    return <EmptyState icon={ReceiptIcon} text={t('mall.noOrders')} />;
  }
  return (
    <ul className="mall__rows">
      {orders.data.list.map((o) => (
        <li key={o.id} className="mall-row" data-testid="mall-order" data-state={o.state}>
          <div>
            <p className="mall-row__title">{o.itemName}</p>
            <p className="mall-row__sub">
              #{o.id} · {formatDate(o.createdAt, language, 'dateTime')}
            </p>
            {o.voucherCode ? (
              <p className="mall-row__code" data-testid="mall-voucher-code">
                {o.voucherCode}
              </p>
            ) : null}
          </div>
          <div className="mall-row__end">
            <span className={`mall-state mall-state--${o.state}`}>
              {t(`mall.state.${o.state}`)}
            </span>
            <span className="mall-row__points">-{o.cost.toLocaleString('en-US')}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
