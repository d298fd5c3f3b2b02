import { useTranslation } from '../../lib/translation.ts';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { TopBanner } from '../../features/content/components/top-banner.tsx';
import { PrivacyPolicy } from '../../features/legal/components/privacy-policy.tsx';
import { TermsOfService } from '../../features/legal/components/terms-of-service.tsx';
import { customerServiceUrl } from '../../features/system/customer-service.ts';
import { useSiteInfo } from '../../lib/queries/status.ts';
import { useRouteEntry } from '../use-route-entry.ts';

/** /m/login, /m/register, /m/forget: one page whose title changes by path (spec §2). */
export function Component() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const info = useSiteInfo();
  if (!info) return null; // the status gate shows the site only once the settings are known
  const mode = entry?.id === 'register' ? 'register' : entry?.id === 'forget' ? 'forget' : 'login';
  const siteName = info.siteName || t('app.name');
  return (
    <AuthPage
      // a new form for each path: nothing typed on one page leaks into another
      key={mode}
      mode={mode}
      info={info}
      siteName={siteName}
      customerServiceUrl={customerServiceUrl(info) ?? '/m/customer'}
      registerBanner={<TopBanner group="m_reg" />}
      legalTexts={{
        terms: <TermsOfService siteName={siteName} />,
        privacy: <PrivacyPolicy siteName={siteName} />,
      }}
    />
  );
}
