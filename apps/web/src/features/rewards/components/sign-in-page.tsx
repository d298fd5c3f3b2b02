import '../locales/strings.ts';
import { useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { formatMoney } from '@app/client/format';
import type { SignInResult } from '@app/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CalendarCheckIcon, CheckIcon } from '../../../components/ui/page-icons.tsx';
import { errorText } from '../../../lib/i18n.ts';
import { useSignInState, useSignInToday } from '../api/sign-in.ts';
import './sign-in-page.css';
import '../../../locales/promotions/strings.ts';

/**
 * /m/activity/signIn: the seven-day sign-in cycle with the streak, each day's reward, and the
 * button that signs in for today (once per merchant day; the reward goes to the reward center).
 */
export function SignInPage() {
  const { t } = useTranslation();
  const state = useSignInState();
  const signIn = useSignInToday();
  const [done, setDone] = useState<SignInResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (state.isPending) {
    return (
      <p className="sign-in__loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (state.isError) {
    return (
      <EmptyState icon={CalendarCheckIcon} text={t('errors.loadFailed')}>
        <button type="button" className="btn btn--outline" onClick={() => void state.refetch()}>
          {t('promotions.retry')}
        </button>
      </EmptyState>
    );
  }
  const { days, streak, signedToday, wageringMultiple } = state.data;
  return (
    <section className="sign-in" data-testid="sign-in">
      <div className="sign-in__head">
        <CalendarCheckIcon className="sign-in__icon" />
        <p className="sign-in__streak" data-testid="sign-in-streak">
          {t('rewards.signIn.streak', { count: streak })}
        </p>
      </div>
      <ol className="sign-in__days" aria-label={t('rewards.signIn.cycle')}>
        {days.map((d) => (
          <li
            key={d.day}
            className={`sign-in__day sign-in__day--${d.state}`}
            data-testid="sign-in-day"
            data-state={d.state}
            aria-current={d.state === 'open' || d.state === 'today' ? 'date' : undefined}
          >
            <span className="sign-in__label">{t('rewards.signIn.day', { day: d.day })}</span>
            {d.state === 'signed' || d.state === 'today' ? (
              <>
                <CheckIcon className="sign-in__check" size={18} />
                <span className="visually-hidden">{t('rewards.signIn.signed')}</span>
              </>
            ) : null}
            <span className="sign-in__reward">{formatMoney(d.reward)} ₫</span>
          </li>
        ))}
      </ol>
      {done ? (
        <p className="sign-in__done" role="status" data-testid="sign-in-done">
          {t('rewards.signIn.granted', { amount: formatMoney(done.reward) })}{' '}
          <Link to="/m/rewardCenter">{t('rewards.signIn.toRewards')}</Link>
        </p>
      ) : null}
      {problem ? (
        <p className="sign-in__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn--gold btn--block"
        disabled={signedToday || signIn.isPending}
        data-testid="sign-in-button"
        onClick={() => {
          setProblem(null);
          signIn.mutate(undefined, {
            onSuccess: (result) => setDone(result),
            onError: (error) => setProblem(errorText(error)),
          });
        }}
      >
        {signedToday
          ? t('rewards.signIn.signedToday')
          : signIn.isPending
            ? t('common.loading')
            : t('rewards.signIn.button')}
      </button>
      <p className="sign-in__terms">
        {wageringMultiple > 0
          ? t('rewards.signIn.wagering', { multiple: wageringMultiple })
          : t('rewards.noWagering')}
      </p>
    </section>
  );
}
