import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLanguageSchema, type SiteInfo, type SiteLanguage } from '@app/contracts';
import { Panel } from '../../components/page.tsx';
import { SaveRow } from '../../components/save-row.tsx';
import { useSaveSiteSettings } from './site-settings-query.ts';

/** The site's languages (spec §1: TY Vietnamese, EN English) and the one a first visit gets. */
export function LanguagesPanel({ site, canWrite }: { site: SiteInfo; canWrite: boolean }) {
  const { t } = useTranslation();
  const save = useSaveSiteSettings();
  const [languages, setLanguages] = useState<SiteLanguage[]>(site.languages);
  const [preferred, setPreferred] = useState<SiteLanguage>(site.defaultLanguage);
  const all = SiteLanguageSchema.options;
  const chosen = all.filter((l) => languages.includes(l));
  const invalid = chosen.length === 0 || !chosen.includes(preferred);

  return (
    <Panel title={t('settings.languages.title')}>
      <form
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid) save.mutate({ languages: chosen, defaultLanguage: preferred });
        }}
      >
        <fieldset disabled={!canWrite} className="plain stack">
          {all.map((language) => (
            <label key={language} className="switch">
              <input
                type="checkbox"
                checked={languages.includes(language)}
                onChange={(e) =>
                  setLanguages((list) =>
                    e.target.checked ? [...list, language] : list.filter((l) => l !== language),
                  )
                }
              />
              {t(`settings.languages.names.${language}`)}
            </label>
          ))}
          <label className="field inline">
            <span className="field-label">{t('settings.languages.default')}</span>
            <select
              value={preferred}
              onChange={(e) => setPreferred(e.target.value as SiteLanguage)}
            >
              {chosen.map((language) => (
                <option key={language} value={language}>
                  {t(`settings.languages.names.${language}`)}
                </option>
              ))}
            </select>
          </label>
          {invalid ? (
            <p className="field-error" role="alert">
              {t('settings.languages.invalid')}
            </p>
          ) : null}
        </fieldset>
        <SaveRow show={canWrite} busy={invalid || save.isPending} />
      </form>
    </Panel>
  );
}
