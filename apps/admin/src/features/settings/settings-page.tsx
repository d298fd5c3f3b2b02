import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, Panel } from '../../components/page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useCan } from '../../lib/operator.ts';
import { CustomerServicePanel } from './customer-service-panel.tsx';
import { FieldRulesPanel } from './field-rules-panel.tsx';
import { GatePanel } from './gate-panel.tsx';
import { LanguagesPanel } from './languages-panel.tsx';
import { MoneySettingsForm } from './money-settings-form.tsx';
import { ResourcesPanel } from './resources-panel.tsx';
import { SiteIdentityPanel } from './site-identity-panel.tsx';
import { useSiteSettings } from './site-settings-query.ts';
import { WhitelabelPanel } from './whitelabel-panel.tsx';

const TABS = ['switches', 'site', 'rules'] as const;
type Tab = (typeof TABS)[number];

/** A panel starts again from the stored value when its own part changes (after its save). */
const keyOf = (part: unknown) => JSON.stringify(part);

/** The site settings' panels: name and payment methods, customer service, languages, resources. */
function SiteTab({ canWrite, tab }: { canWrite: boolean; tab: Exclude<Tab, 'switches'> }) {
  const query = useSiteSettings();
  return (
    <QueryState query={query}>
      {(site) =>
        tab === 'rules' ? (
          <FieldRulesPanel
            key={keyOf([site.register, site.fieldRules])}
            site={site}
            canWrite={canWrite}
          />
        ) : (
          <div className="stack">
            <CustomerServicePanel
              key={keyOf(site.customerService)}
              site={site}
              canWrite={canWrite}
            />
            <div className="grid-2">
              <ResourcesPanel
                key={keyOf([site.resources, site.mobileTemplate])}
                site={site}
                canWrite={canWrite}
              />
              <div className="stack">
                <SiteIdentityPanel
                  key={keyOf([site.siteName, site.paymentMethods])}
                  site={site}
                  canWrite={canWrite}
                />
                <LanguagesPanel
                  key={keyOf([site.languages, site.defaultLanguage])}
                  site={site}
                  canWrite={canWrite}
                />
              </div>
            </div>
          </div>
        )
      }
    </QueryState>
  );
}

/**
 * The site's settings: the switches (maintenance, regions, money rules, whitelabel flags), the
 * site (name, customer service, resources, languages, payment methods) and the field rules.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const canWrite = useCan('settings.write');
  const [tab, setTab] = useState<Tab>('switches');
  return (
    <Page
      title={t('nav.settings')}
      actions={
        <div className="segmented" role="group" aria-label={t('nav.settings')}>
          {TABS.map((s) => (
            <button key={s} type="button" aria-pressed={tab === s} onClick={() => setTab(s)}>
              {t(`settings.tabs.${s}`)}
            </button>
          ))}
        </div>
      }
    >
      {tab === 'switches' ? (
        <div className="grid-2">
          <Panel title={t('settings.gate')}>
            <GatePanel canWrite={canWrite} />
          </Panel>
          <div className="stack">
            <Panel title={t('settings.money')}>
              <MoneySettingsForm canWrite={canWrite} />
            </Panel>
            <Panel title={t('settings.whitelabel')}>
              <WhitelabelPanel canWrite={canWrite} />
            </Panel>
          </div>
        </div>
      ) : (
        <SiteTab canWrite={canWrite} tab={tab} />
      )}
    </Page>
  );
}
