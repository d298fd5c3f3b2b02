import '../locales/strings.ts';
import { useEffect, useState } from 'react';
import { useNavigate } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { type SessionResult } from '@app/contracts';
import { formatMoney } from '@app/client/format';
import { Modal } from '../../../components/ui/modal.tsx';
import { isTrialSession, useSession } from '../../../lib/session.ts';
import { useLogout } from '../../../lib/logout.ts';
import { elapsedText, sessionStart } from '../../../lib/session-clock.ts';
import { getSessionResult, useProtection } from '../api/protection.ts';
import './responsible-gaming.css';

/**
 * How long a "minute" of the reality check lasts, in ms: 60 000 unless the browser suite shortens
 * it (localStorage `lotus.rg.minuteMs`), so the dialog's browser test waits seconds, not minutes.
 */
const MINUTE_KEY = 'lotus.rg.minuteMs';

function minuteMs(): number {
  const stored = Number(globalThis.localStorage?.getItem(MINUTE_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : 60_000;
}

/**
 * The reality check (UKGC RTS 13): every N minutes of the member's choice, a dialog with the time
 * since the session started and its net result, to continue or log out.
 */
export function RealityCheck() {
  const session = useSession();
  const enabled = session !== null && !isTrialSession(session);
  const protection = useProtection();
  const minutes = enabled ? (protection.data?.realityCheckMinutes ?? null) : null;
  const [due, setDue] = useState<{ start: number; at: number } | null>(null);

  useEffect(() => {
    if (!session || minutes === null) return;
    const start = sessionStart(session.token);
    const every = minutes * minuteMs();
    const timer = setInterval(() => setDue({ start, at: Date.now() }), every);
    return () => clearInterval(timer);
  }, [session, minutes]);

  if (!due || minutes === null) return null;
  return <RealityDialog start={due.start} at={due.at} onContinue={() => setDue(null)} />;
}

function RealityDialog({
  start,
  at,
  onContinue,
}: {
  start: number;
  at: number;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [result, setResult] = useState<SessionResult | null>(null);

  useEffect(() => {
    let live = true;
    getSessionResult(new Date(start).toISOString())
      .then((value) => live && setResult(value))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [start, at]);

  const logOut = () =>
    logout(async () => {
      // Home first: a page that needs the session would otherwise send the visitor to login.
      onContinue();
      await navigate('/m/home');
    });

  return (
    <Modal variant="center" onClose={onContinue} label={t('rg.check.title')} testId="reality-check">
      <div className="confirm-dialog">
        <h2 className="confirm-dialog__title">{t('rg.check.title')}</h2>
        <dl className="rg-check__stats">
          <dt>{t('rg.check.elapsed')}</dt>
          <dd data-testid="reality-elapsed">{elapsedText(at - start)}</dd>
          <dt>{t('rg.check.net')}</dt>
          <dd data-testid="reality-net">{result ? `${formatMoney(result.net)} ₫` : '…'}</dd>
        </dl>
        <div className="rg-check__actions">
          <button
            type="button"
            className="btn btn--gold btn--block"
            data-autofocus
            data-testid="reality-continue"
            onClick={onContinue}
          >
            {t('rg.check.continue')}
          </button>
          <button
            type="button"
            className="btn btn--outline btn--block"
            data-testid="reality-logout"
            onClick={() => void logOut()}
          >
            {t('rg.check.logout')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
