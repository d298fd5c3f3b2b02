import { useTranslation } from '../../lib/translation.ts';
import { useSearchParams } from '../../lib/router.tsx';
import { PrivacyPolicy } from '../../features/legal/components/privacy-policy.tsx';
import { TermsOfService } from '../../features/legal/components/terms-of-service.tsx';
import { useSiteInfo } from '../../lib/queries/status.ts';
import '../../features/preferences/locales/strings.ts';

const TABS = ['privacy', 'terms'] as const;

/**
 * /m/useragreement: the privacy policy (spec §2; minimum age 18) and the terms of service, as two
 * tabs (`?tab=terms` opens the terms); static text from the locale files in TY and EN.
 */
export function Component() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'terms' ? 'terms' : 'privacy';
  const siteName = info?.siteName || t('app.name');
  return (
    <>
      <div className="legal-tabs" role="tablist" aria-label={t('legal.tabs')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className="legal-tabs__tab"
            data-testid={`legal-tab-${name}`}
            onClick={() => setParams(name === 'terms' ? { tab: 'terms' } : {}, { replace: true })}
          >
            {t(name === 'terms' ? 'prefs.terms' : 'prefs.privacy')}
          </button>
        ))}
      </div>
      {tab === 'terms' ? (
        <TermsOfService siteName={siteName} />
      ) : (
        <PrivacyPolicy siteName={siteName} />
      )}
    </>
  );
}
