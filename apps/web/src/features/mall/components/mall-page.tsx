import '../locales/strings.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { MallItem } from '@app/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CartIcon, CoinsIcon } from '../../../components/ui/page-icons.tsx';
import { RealAccountOnly } from '../../../components/wallet/real-account-only.tsx';
import { useMall } from '../api/mall.ts';
import { MallItemCard } from './mall-item-card.tsx';
import { MallOrders } from './mall-orders.tsx';
import { PointHistory } from './point-history.tsx';
import { RedeemDialog } from './redeem-dialog.tsx';
import './mall-page.css';
import '../../../locales/promotions/strings.ts';
import '../../../locales/pages/strings.ts';

const TABS = ['items', 'orders', 'points'] as const;
type Tab = (typeof TABS)[number];

/**
 * /m/mall/mallHome (spec §2, flag PTSYS3): the member's points, the items to redeem, the orders
 * and the points history. Trial accounts see spec §6's real-account message.
 */
export function MallPage() {
  return (
    <RealAccountOnly>
      <Mall />
    </RealAccountOnly>
  );
}

function Mall() {
  const { t } = useTranslation();
  const mall = useMall();
  const [tab, setTab] = useState<Tab>('items');
  const [chosen, setChosen] = useState<MallItem | null>(null);

  if (mall.isPending) {
    return (
      <p className="mall__loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (mall.isError) {
    return (
      <EmptyState icon={CartIcon} text={t('errors.loadFailed')}>
        <button type="button" className="btn btn--outline" onClick={() => void mall.refetch()}>
          {t('promotions.retry')}
        </button>
      </EmptyState>
    );
  }
  const { points, items } = mall.data;
  return (
    <section className="mall" data-testid="mall">
      <div className="mall__points">
        <CoinsIcon className="mall__points-icon" />
        <span>{t('mall.points')}</span>
        <strong data-testid="mall-points">{points.toLocaleString('en-US')}</strong>
      </div>
      <div className="mall__tabs" role="tablist">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`mall__tab${tab === id ? ' mall__tab--active' : ''}`}
            data-testid={`mall-tab-${id}`}
            onClick={() => setTab(id)}
          >
            {t(`mall.tabs.${id}`)}
          </button>
        ))}
      </div>
      {tab === 'items' ? (
        items.length === 0 ? (
          <EmptyState icon={CartIcon} text={t('pages.mall.title')} />
        ) : (
          <ul className="mall__items">
            {items.map((item) => (
              <MallItemCard key={item.id} item={item} points={points} onRedeem={setChosen} />
            ))}
          </ul>
        )
      ) : null}
      {tab === 'orders' ? <MallOrders /> : null}
      {tab === 'points' ? <PointHistory /> : null}
      {chosen ? <RedeemDialog item={chosen} onClose={() => setChosen(null)} /> : null}
    </section>
  );
}
