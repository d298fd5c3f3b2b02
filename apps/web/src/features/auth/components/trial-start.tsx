import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { GamepadIcon } from '../../../components/ui/icons.tsx';
import { startTrial } from '../api/trial.ts';
import { errorKey, type FieldError } from '../../../lib/form-errors.ts';
import { useStoreSession } from '../lib/session-actions.ts';
import './auth-form.css';
import '../locales/pages/strings.ts';
import '../../../locales/pages/strings.ts';

/**
 * /m/trail, spec §2 "free trial", §4 "test play success goes to /m/home": the trial session is
 * stored as spec §3 says and the visitor goes home. The "Free play" button of the login page
 * starts it at once; an address typed or shared shows a start button instead, so that opening a
 * link (or a link preview, or a prefetch) never creates an account by itself.
 */
export function TrialStart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const storeSession = useStoreSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<FieldError | null>(null);
  const autoStarted = useRef(false);

  const start = async () => {
    setPending(true);
    setError(null);
    try {
      const trial = await startTrial();
      storeSession({ trial });
      void navigate('/m/home', { replace: true });
    } catch (failure) {
      setPending(false);
      setError({ key: errorKey(failure) });
    }
  };

  const requested =
    typeof location.state === 'object' &&
    location.state !== null &&
    (location.state as { start?: unknown }).start === true;
  useEffect(() => {
    if (!requested || autoStarted.current) return;
    autoStarted.current = true;
    void start();
    // start once per visit; `start` itself changes every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested]);

  return (
    <div className="auth-trial" data-testid="trial-page">
      <EmptyState icon={GamepadIcon} title={t('pages.trail.title')} text={t('pages.trail.text')}>
        {error ? (
          <p className="ui-form__error" role="alert" data-testid="form-error">
            {t(error.key, error.values)}
          </p>
        ) : null}
        <div className="auth-trial__actions">
          <button
            type="button"
            className="btn btn--gold btn--block"
            disabled={pending}
            data-testid="trial-start"
            onClick={() => void start()}
          >
            {pending ? t('auth.trial.starting') : t('auth.trial.start')}
          </button>
          <Link to="/m/register" className="btn btn--outline btn--block">
            {t('actions.register')}
          </Link>
        </div>
      </EmptyState>
    </div>
  );
}
