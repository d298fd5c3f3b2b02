import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { useCan } from '../../lib/operator.ts';
import { MallItemsPanel } from './mall-items-panel.tsx';
import { MallOrdersPanel } from './mall-orders-panel.tsx';
import { PointsPanel } from './points-panel.tsx';

type Tab = 'orders' | 'items' | 'points';

/**
 * The point mall (docs/decisions/2026-11-25-point-mall.md): members' orders to ship, deliver or
 * cancel; the items (kind, cost, stock, per-member limit); the points earned per category, the
 * points job and corrections. Each part shows for the permission its calls need.
 */
export function MallPage() {
  const { t } = useTranslation();
  const tabs: Tab[] = [
    ...(useCan('promotions.review') ? (['orders'] as const) : []),
    ...(useCan('content.write') ? (['items'] as const) : []),
    ...(useCan('settings.read') ? (['points'] as const) : []),
  ];
  const [chosen, setTab] = useState<Tab | null>(null);
  const tab = chosen && tabs.includes(chosen) ? chosen : tabs[0];
  return (
    <Page title={t('nav.mall')}>
      <div className="segmented" role="group" aria-label={t('mall.sections')}>
        {tabs.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={tab === id}
            data-testid={`mall-section-${id}`}
            onClick={() => setTab(id)}
          >
            {t(`mall.section.${id}`)}
          </button>
        ))}
      </div>
      {tab === 'orders' ? <MallOrdersPanel /> : null}
      {tab === 'items' ? <MallItemsPanel /> : null}
      {tab === 'points' ? <PointsPanel /> : null}
    </Page>
  );
}
