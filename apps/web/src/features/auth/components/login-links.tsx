import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { HeadsetIcon } from '../../../components/ui/icons.tsx';
import { LinkIcon } from '../../../components/ui/page-icons.tsx';
import { isSitePath, safeLink } from '../../../lib/links.ts';
import '../locales/pages/strings.ts';

/**
 * spec §2 Login: customer service (a page of the site, or another site in a new tab) and the
 * DNS app link, each when configured.
 */
export function LoginLinks({
  customerServiceUrl,
  dnsAppPath,
}: {
  customerServiceUrl: string | null;
  dnsAppPath: string | null | undefined;
}) {
  const { t } = useTranslation();
  const dnsApp = safeLink(dnsAppPath);
  const service = (
    <>
      <HeadsetIcon size={16} />
      {t('auth.login.customerService')}
    </>
  );
  return (
    <div className="ui-form__links">
      {customerServiceUrl ? (
        isSitePath(customerServiceUrl) ? (
          <Link
            to={customerServiceUrl}
            className="auth-link auth-link--muted"
            data-testid="login-service"
          >
            {service}
          </Link>
        ) : (
          <a
            href={customerServiceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="auth-link auth-link--muted"
            data-testid="login-service"
          >
            {service}
          </a>
        )
      ) : null}
      {dnsApp ? (
        <a
          href={dnsApp}
          target="_blank"
          rel="noopener noreferrer"
          className="auth-link auth-link--muted"
          data-testid="login-dns-app"
        >
          <LinkIcon size={16} />
          {t('auth.login.dnsApp')}
        </a>
      ) : null}
    </div>
  );
}
