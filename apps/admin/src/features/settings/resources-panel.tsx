import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ResourceTypeSchema,
  isHttpsUrl,
  isLocalPath,
  type ResourceType,
  type SiteInfo,
} from '@app/contracts';
import { Panel } from '../../components/page.tsx';
import { SaveRow } from '../../components/save-row.tsx';
import { useSaveSiteSettings } from './site-settings-query.ts';

type Resource = { resourceType: ResourceType; url: string };
const COLOUR = /^#[0-9a-fA-F]{6}$/;

const urlOk = (url: string) => isLocalPath(url.trim()) || isHttpsUrl(url.trim());

type Bar = SiteInfo['mobileTemplate'];

/** The download bar's tagline, colours (with a sample) and the app's two switches. */
function DownloadBarFields({
  bar,
  siteName,
  onChange,
}: {
  bar: Bar;
  siteName: string;
  onChange: (change: (bar: Bar) => Bar) => void;
}) {
  const { t } = useTranslation();
  const setBar = onChange;
  return (
    <>
      <h3>{t('settings.resources.bar')}</h3>
      <label className="field">
        <span className="field-label">{t('settings.resources.tagline')}</span>
        <input
          value={bar.app_desc}
          maxLength={120}
          placeholder={t('settings.resources.taglinePlaceholder')}
          onChange={(e) => setBar((b) => ({ ...b, app_desc: e.target.value }))}
        />
      </label>
      <div className="row wrap">
        <label className="field">
          <span className="field-label">{t('settings.resources.background')}</span>
          <input
            type="color"
            value={COLOUR.test(bar.app_background) ? bar.app_background : '#000000'}
            onChange={(e) => setBar((b) => ({ ...b, app_background: e.target.value }))}
          />
        </label>
        <label className="field">
          <span className="field-label">{t('settings.resources.textColour')}</span>
          <input
            type="color"
            value={COLOUR.test(bar.app_desc_font_color) ? bar.app_desc_font_color : '#ffffff'}
            onChange={(e) => setBar((b) => ({ ...b, app_desc_font_color: e.target.value }))}
          />
        </label>
        <div
          className="bar-sample"
          style={{ background: bar.app_background, color: bar.app_desc_font_color }}
        >
          {bar.app_desc || siteName}
        </div>
      </div>
      <label className="switch">
        <input
          type="checkbox"
          checked={bar.mem_cen}
          onChange={(e) => setBar((b) => ({ ...b, mem_cen: e.target.checked }))}
        />
        {t('settings.resources.memberCentre')}
      </label>
      <label className="switch">
        <input
          type="checkbox"
          checked={bar.dep_func}
          onChange={(e) => setBar((b) => ({ ...b, dep_func: e.target.checked }))}
        />
        {t('settings.resources.deposit')}
      </label>
    </>
  );
}

/**
 * What the app download bar and app page offer (spec §3 Download link: Android, iOS, the iOS
 * profile, the icon, social links, the affiliate link) and the bar's own look (spec §3 mobile
 * template), with the member centre and deposit switches.
 */
export function ResourcesPanel({ site, canWrite }: { site: SiteInfo; canWrite: boolean }) {
  const { t } = useTranslation();
  const save = useSaveSiteSettings();
  const [rows, setRows] = useState<Resource[]>(() => site.resources.map((r) => ({ ...r })));
  const [bar, setBar] = useState(() => ({ ...site.mobileTemplate }));
  const used = new Set(rows.map((r) => r.resourceType));
  const free = ResourceTypeSchema.options.filter((type) => !used.has(type));
  const badUrl = rows.map((r) => !urlOk(r.url));
  const badColour = !COLOUR.test(bar.app_background) || !COLOUR.test(bar.app_desc_font_color);
  const invalid = badUrl.some(Boolean) || badColour;
  const change = (index: number, part: Partial<Resource>) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...part } : row)));

  return (
    <Panel title={t('settings.resources.title')}>
      <form
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (invalid) return;
          save.mutate({
            resources: rows.map((r) => ({ resourceType: r.resourceType, url: r.url.trim() })),
            mobileTemplate: { ...bar, app_desc: bar.app_desc.trim() },
          });
        }}
      >
        <fieldset disabled={!canWrite} className="plain stack">
          <table className="data-table compact edit-table">
            <thead>
              <tr>
                <th>{t('settings.resources.type')}</th>
                <th>{t('settings.resources.url')}</th>
                <th aria-label={t('settings.actions')} />
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={row.resourceType}>
                  <td>
                    <select
                      aria-label={t('settings.resources.typeOf', { n: i + 1 })}
                      value={row.resourceType}
                      onChange={(e) => change(i, { resourceType: e.target.value as ResourceType })}
                    >
                      {[row.resourceType, ...free].map((type) => (
                        <option key={type} value={type}>
                          {type}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="grow">
                    <input
                      aria-label={t('settings.resources.urlOf', { type: row.resourceType })}
                      aria-invalid={badUrl[i]}
                      value={row.url}
                      maxLength={500}
                      onChange={(e) => change(i, { url: e.target.value })}
                    />
                    {badUrl[i] ? (
                      <span className="field-error" role="alert">
                        {t('settings.resources.badUrl')}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn small danger"
                      aria-label={t('settings.removeRow', { n: row.resourceType })}
                      onClick={() => setRows((list) => list.filter((_, j) => j !== i))}
                    >
                      ✕
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {canWrite && free.length > 0 ? (
            <div>
              <button
                type="button"
                className="btn ghost"
                onClick={() => setRows((list) => [...list, { resourceType: free[0]!, url: '' }])}
              >
                {t('settings.resources.add')}
              </button>
            </div>
          ) : null}
          <DownloadBarFields bar={bar} siteName={site.siteName} onChange={setBar} />
        </fieldset>
        <SaveRow show={canWrite} busy={invalid || save.isPending} />
      </form>
    </Panel>
  );
}
