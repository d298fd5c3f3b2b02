import { useTranslation } from 'react-i18next';
import { AuthPage } from '../../features/auth/components/auth-page.tsx';
import { useSiteInfo } from '../../features/system/api/get-status.ts';
import { useRouteEntry } from '../use-route-entry.ts';

/** /m/login, /m/register, /m/forget: one page whose title changes by path (spec §2). */
export function Component() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const info = useSiteInfo();
  const mode = entry?.id === 'register' ? 'register' : entry?.id === 'forget' ? 'forget' : 'login';
  return <AuthPage mode={mode} siteName={info?.siteName ?? t('app.name')} />;
}
