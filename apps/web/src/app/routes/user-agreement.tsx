import { useTranslation } from 'react-i18next';
import { PrivacyPolicy } from '../../features/legal/components/privacy-policy.tsx';
import { useSiteInfo } from '../../lib/queries/status.ts';

/** /m/useragreement: the privacy policy (spec §2), static text from the locale files. */
export function Component() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  return <PrivacyPolicy siteName={info?.siteName ?? t('app.name')} />;
}
