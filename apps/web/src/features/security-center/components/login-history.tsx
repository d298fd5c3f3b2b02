import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { formatDate } from '@app/client/format';
import { useSiteLanguage } from '../../../lib/i18n.ts';
import { useLoginHistory } from '../api/get-login-history.ts';
import { deviceLabel } from './device-label.ts';

/** The last sign-ins: time, address, device; this one and the still signed-in ones marked. */
export function LoginHistory() {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const history = useLoginHistory();
  return (
    <section className="security-card" aria-labelledby="login-history-title">
      <h2 id="login-history-title" className="security-card__title">
        {t('security.history.title')}
      </h2>
      {history.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {history.isError ? <p role="alert">{t('errors.loadFailed')}</p> : null}
      <ol className="security-list" data-testid="login-history">
        {history.data?.map((item, index) => (
          <li
            key={`${item.at}-${index}`}
            className="security-list__row"
            data-testid="login-history-item"
          >
            <span className="security-list__main">
              <strong>{formatDate(item.at, language)}</strong>
              <span>{deviceLabel(item.device) ?? t('security.history.unknownDevice')}</span>
            </span>
            <span className="security-list__side">
              <span>{item.ip ?? '—'}</span>
              {item.current ? (
                <span className="security-list__tag">{t('security.history.thisDevice')}</span>
              ) : item.active ? (
                <span className="security-list__tag security-list__tag--muted">
                  {t('security.history.signedIn')}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
