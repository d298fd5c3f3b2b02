import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, Panel } from '../../components/page.tsx';
import { useCan } from '../../lib/operator.ts';
import { GamesPanel } from './games-panel.tsx';
import { OriginalsPanel } from './originals-panel.tsx';
import { VendorSplitPanel } from './vendor-split-panel.tsx';
import { VendorsPanel } from './vendors-panel.tsx';

type Tab = 'games' | 'vendors' | 'originals';

/** The game catalogue: games, vendors, and the e-sports / cockfight split. */
export function GamesPage() {
  const { t } = useTranslation();
  const canWrite = useCan('games.write');
  const [tab, setTab] = useState<Tab>('games');
  return (
    <Page
      title={t('nav.games')}
      actions={
        <div className="segmented" role="group" aria-label={t('nav.games')}>
          {(['games', 'vendors', 'originals'] as const).map((s) => (
            <button key={s} type="button" aria-pressed={tab === s} onClick={() => setTab(s)}>
              {t(`games.tabs.${s}`)}
            </button>
          ))}
        </div>
      }
    >
      {tab === 'games' ? (
        <GamesPanel canWrite={canWrite} />
      ) : tab === 'originals' ? (
        <Panel title={t('games.tabs.originals')}>
          <OriginalsPanel canWrite={canWrite} />
        </Panel>
      ) : (
        <>
          <VendorsPanel canWrite={canWrite} />
          <Panel title={t('games.split')}>
            <VendorSplitPanel canWrite={canWrite} />
          </Panel>
        </>
      )}
    </Page>
  );
}
