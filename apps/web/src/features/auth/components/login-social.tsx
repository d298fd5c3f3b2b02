import { useTranslation } from '../../../lib/translation.ts';
import type { SiteInfo } from '@app/contracts';
import { FacebookIcon } from '../../../components/ui/page-icons.tsx';
import { oauthStartUrl } from '../api/oauth-start.ts';
import { GoogleIcon } from './google-icon.tsx';
import '../locales/pages/strings.ts';

/** spec §2 Login, §6: Facebook and Google sign-in, each behind PHONEAUTH3 and its own flag. */
export function LoginSocial({ flags }: { flags: SiteInfo['whitelabel'] }) {
  const { t } = useTranslation();
  const providers = (['facebook', 'google'] as const).filter(
    (provider) =>
      flags.PHONEAUTH3 === true &&
      flags[provider === 'facebook' ? 'FACEBOOKLOGIN3' : 'GOOGLELOGIN3'] === true,
  );
  if (providers.length === 0) return null;
  return (
    <div className="auth-social">
      <p className="auth-social__divider">
        <span>{t('auth.login.orWith')}</span>
      </p>
      <div className="auth-social__buttons">
        {providers.map((provider) => (
          <a
            key={provider}
            href={oauthStartUrl(provider)}
            className={`auth-social__button auth-social__button--${provider}`}
            data-testid={`oauth-${provider}`}
          >
            {provider === 'google' ? <GoogleIcon size={20} /> : <FacebookIcon size={20} />}
            <span>{t(`auth.login.${provider}`)}</span>
          </a>
        ))}
      </div>
    </div>
  );
}
