import '../locales/strings.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { formatDate } from '@app/client/format';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useSiteLanguage } from '../../../lib/i18n.ts';
import { useEndOtherSessions, useSessions } from '../api/sessions.ts';
import { deviceLabel } from './device-label.ts';

/** The signed-in devices (ASVS 7.4.5) and "sign out other devices" (ASVS 7.5.2). */
export function DeviceSessions() {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const [asking, setAsking] = useState(false);
  const [ended, setEnded] = useState<number | null>(null);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <section className="security-card" aria-labelledby="devices-title">
      <h2 id="devices-title" className="security-card__title">
        {t('security.devices.title')}
      </h2>
      <ul className="security-list" data-testid="device-sessions">
        {sessions.data?.map((s) => (
          <li key={s.id} className="security-list__row" data-testid="device-session">
            <span className="security-list__main">
              <strong>{deviceLabel(s.userAgent) ?? t('security.history.unknownDevice')}</strong>
              <span>
                {t('security.devices.lastSeen', { at: formatDate(s.lastSeenAt, language) })}
              </span>
            </span>
            <span className="security-list__side">
              <span>{s.ip ?? '—'}</span>
              {s.current ? (
                <span className="security-list__tag">{t('security.history.thisDevice')}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {ended !== null ? (
        <p className="security-card__text" role="status" data-testid="devices-ended">
          {t('security.devices.ended', { count: ended })}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn--outline btn--block"
        disabled={others === 0 || endOthers.isPending}
        data-testid="sign-out-others"
        onClick={() => setAsking(true)}
      >
        {t('security.devices.signOutOthers')}
      </button>
      {asking ? (
        <ConfirmDialog
          title={t('security.devices.confirmTitle')}
          text={t('security.devices.confirmText', { count: others })}
          confirmLabel={t('security.devices.signOutOthers')}
          cancelLabel={t('security.actions.cancel')}
          confirmTestId="sign-out-others-confirm"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            endOthers.mutate(undefined, { onSuccess: (r) => setEnded(r.ended) });
          }}
        />
      ) : null}
    </section>
  );
}
