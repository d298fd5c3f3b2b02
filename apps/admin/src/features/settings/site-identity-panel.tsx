import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteInfo } from '@app/contracts';
import { Panel } from '../../components/page.tsx';
import { SaveRow } from '../../components/save-row.tsx';
import { useSaveSiteSettings } from './site-settings-query.ts';

const lines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

/** The site's name and the payment methods its footer shows (spec §1), in order. */
export function SiteIdentityPanel({ site, canWrite }: { site: SiteInfo; canWrite: boolean }) {
  const { t } = useTranslation();
  const save = useSaveSiteSettings();
  const [name, setName] = useState(site.siteName);
  const [methods, setMethods] = useState(site.paymentMethods.join('\n'));
  const list = lines(methods);
  const repeated = new Set(list.map((m) => m.toLowerCase())).size !== list.length;
  const invalid = !name.trim() || repeated || list.some((m) => m.length > 40) || list.length > 20;

  return (
    <Panel title={t('settings.identity.title')}>
      <form
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid) save.mutate({ siteName: name.trim(), paymentMethods: list });
        }}
      >
        <fieldset disabled={!canWrite} className="plain stack">
          <label className="field">
            <span className="field-label">{t('settings.identity.name')}</span>
            <input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
          </label>
          <label className="field">
            <span className="field-label">{t('settings.identity.payments')}</span>
            <textarea rows={5} value={methods} onChange={(e) => setMethods(e.target.value)} />
            <span className="field-hint">{t('settings.identity.paymentsHint')}</span>
          </label>
          {repeated ? (
            <p className="field-error" role="alert">
              {t('settings.identity.repeated')}
            </p>
          ) : null}
        </fieldset>
        <SaveRow show={canWrite} busy={invalid || save.isPending} />
      </form>
    </Panel>
  );
}
