import '../locales/strings.ts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useQueryClient } from '@tanstack/react-query';
import {
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DURATIONS,
  TIMEOUT_DURATIONS,
  type ExclusionDuration,
  type ExclusionKind,
  type LimitKind,
  type LimitPeriod,
  type LimitState,
  type Protection,
} from '@app/contracts';
import { formatDate, formatMoney } from '@app/client/format';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorText, useSiteLanguage } from '../../../lib/i18n.ts';
import { clearSession, SESSION_QUERY_SCOPE } from '../../../lib/session.ts';
import { useExclude, useProtection, useSetLimit, useSetRealityCheck } from '../api/protection.ts';
import './responsible-gaming.css';

/** Where a break that just started sends the member: the login page says it started. */
const BREAK_NOTICE = '/m/login?excluded=1';

/**
 * /m/responsibleGaming (issue 13, UKGC RTS 12–14): deposit and loss limits over rolling 24 hours,
 * 7 days and 30 days, the reality check, and a time-out or self-exclusion. Every rule is the
 * server's; this page says what holds and what waits.
 */
export function ResponsibleGamingPage() {
  return (
    <div className="rg-page" data-testid="responsible-gaming-page">
      <ResponsibleGaming />
    </div>
  );
}

function ResponsibleGaming() {
  const { t } = useTranslation();
  const protection = useProtection();
  if (protection.isPending) {
    return (
      <p className="rg__loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (protection.isError) {
    return (
      <p className="rg__loading" role="alert">
        <button type="button" className="btn btn--ghost" onClick={() => void protection.refetch()}>
          {t('errors.loadFailed')}
        </button>
      </p>
    );
  }
  const value = protection.data;
  return (
    <div className="rg" data-testid="responsible-gaming">
      <p className="rg__intro">{t('rg.intro')}</p>
      {value.exclusion ? <ExclusionBanner exclusion={value.exclusion} /> : null}
      <LimitsCard kind="deposit" limits={value.depositLimits} />
      <LimitsCard kind="loss" limits={value.lossLimits} />
      <RealityCheckCard minutes={value.realityCheckMinutes} />
      {value.exclusion ? null : <BreakCard />}
    </div>
  );
}

function ExclusionBanner({ exclusion }: { exclusion: NonNullable<Protection['exclusion']> }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  return (
    <p className="rg__banner" role="status" data-testid="rg-exclusion">
      {exclusion.until
        ? t(`rg.break.activeUntil.${exclusion.kind}`, {
            date: formatDate(exclusion.until, language, 'dateTime'),
          })
        : t('rg.break.activeIndefinite')}
    </p>
  );
}

function LimitRow({ period, state }: { period: LimitPeriod; state: LimitState }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  return (
    <li className="rg__limit" data-testid={`rg-limit-${period}`}>
      <span className="rg__period">{t(`rg.period.${period}`)}</span>
      <span className="rg__amount">
        {state.amount ? `${formatMoney(state.amount)} ₫` : t('rg.noLimit')}
      </span>
      <span className="rg__used">{t('rg.used', { used: formatMoney(state.used) })}</span>
      {state.pending ? (
        <span className="rg__pending">
          {t('rg.pending', {
            amount: state.pending.amount
              ? `${formatMoney(state.pending.amount)} ₫`
              : t('rg.noLimit'),
            date: formatDate(state.pending.effectiveAt, language, 'dateTime'),
          })}
        </span>
      ) : null}
    </li>
  );
}

function LimitsCard({ kind, limits }: { kind: LimitKind; limits: Protection['depositLimits'] }) {
  const { t } = useTranslation();
  const setLimit = useSetLimit();
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const trimmed = amount.replace(/[\s,.]/g, '');
    setLimit.mutate(
      { kind, period, amount: trimmed === '' ? null : trimmed },
      {
        onSuccess: (value) => {
          const state = (kind === 'deposit' ? value.depositLimits : value.lossLimits)[period];
          setMessage(state.pending ? t('rg.savedPending') : t('rg.saved'));
          setAmount('');
        },
        onError: (error) => setMessage(errorText(error)),
      },
    );
  };

  return (
    <section className="rg__card" data-testid={`rg-${kind}`}>
      <h2 className="rg__title">{t(`rg.${kind}.title`)}</h2>
      <p className="rg__text">{t(`rg.${kind}.text`)}</p>
      <ul className="rg__limits">
        {LIMIT_PERIODS.map((p) => (
          <LimitRow key={p} period={p} state={limits[p]} />
        ))}
      </ul>
      <form className="rg__form" noValidate onSubmit={submit}>
        <label className="rg__select">
          <span>{t('rg.periodLabel')}</span>
          <select
            name={`${kind}-period`}
            value={period}
            onChange={(e) => setPeriod(e.target.value as LimitPeriod)}
          >
            {LIMIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`rg.period.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <FormField
          name={`${kind}-amount`}
          inputMode="numeric"
          label={t('rg.amountLabel')}
          placeholder={t('rg.amountPlaceholder')}
          value={amount}
          onChange={setAmount}
        />
        <button
          type="submit"
          className="btn btn--gold btn--block"
          disabled={setLimit.isPending}
          data-testid={`rg-${kind}-save`}
        >
          {setLimit.isPending ? t('common.loading') : t('rg.save')}
        </button>
        {message ? (
          <p className="rg__message" role="status">
            {message}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function RealityCheckCard({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation();
  const set = useSetRealityCheck();
  return (
    <section className="rg__card" data-testid="rg-reality">
      <h2 className="rg__title">{t('rg.reality.title')}</h2>
      <p className="rg__text">{t('rg.reality.text')}</p>
      <label className="rg__select">
        <span>{t('rg.reality.every')}</span>
        <select
          name="reality-minutes"
          value={minutes === null ? '' : String(minutes)}
          disabled={set.isPending}
          onChange={(e) =>
            set.mutate({
              minutes:
                e.target.value === ''
                  ? null
                  : (Number(e.target.value) as (typeof REALITY_CHECK_MINUTES)[number]),
            })
          }
        >
          <option value="">{t('rg.reality.off')}</option>
          {REALITY_CHECK_MINUTES.map((m) => (
            <option key={m} value={m}>
              {t('rg.reality.minutes', { count: m })}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}

function BreakCard() {
  const { t } = useTranslation();
  const exclude = useExclude();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [kind, setKind] = useState<ExclusionKind>('timeout');
  const [duration, setDuration] = useState<ExclusionDuration>('24h');
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const durations = kind === 'timeout' ? TIMEOUT_DURATIONS : SELF_EXCLUSION_DURATIONS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!confirming) {
      setConfirming(true);
      return;
    }
    exclude.mutate(
      { kind, duration, password },
      {
        onSuccess: async () => {
          // RTS 14: the break signs the member out at once (the server ended every session).
          clearSession({ goTo: BREAK_NOTICE });
          queryClient.removeQueries({ queryKey: SESSION_QUERY_SCOPE });
          await navigate(BREAK_NOTICE, { replace: true });
        },
        onError: (error) => {
          setConfirming(false);
          setProblem(errorText(error));
        },
      },
    );
  };

  return (
    <section className="rg__card" data-testid="rg-break">
      <h2 className="rg__title">{t('rg.break.title')}</h2>
      <p className="rg__text">{t('rg.break.text')}</p>
      <form className="rg__form" noValidate onSubmit={submit}>
        <fieldset className="rg__kinds">
          <legend className="visually-hidden">{t('rg.break.title')}</legend>
          {(['timeout', 'self_exclusion'] as const).map((k) => (
            <label key={k} className="rg__radio">
              <input
                type="radio"
                name="break-kind"
                value={k}
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  setDuration(k === 'timeout' ? '24h' : '6m');
                  setConfirming(false);
                }}
              />
              {t(`rg.break.kind.${k}`)}
            </label>
          ))}
        </fieldset>
        <label className="rg__select">
          <span>{t('rg.break.length')}</span>
          <select
            name="break-duration"
            value={duration}
            onChange={(e) => {
              setDuration(e.target.value as ExclusionDuration);
              setConfirming(false);
            }}
          >
            {durations.map((d) => (
              <option key={d} value={d}>
                {t(`rg.break.duration.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <FormField
          name="break-password"
          type="password"
          label={t('rg.break.password')}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          revealable
        />
        {confirming ? (
          <p className="rg__warning" role="alert" data-testid="rg-break-warning">
            {t('rg.break.warning')}
          </p>
        ) : null}
        {problem ? (
          <p className="rg__message" role="alert">
            {problem}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn--outline btn--block"
          disabled={exclude.isPending || password === ''}
          data-testid="rg-break-submit"
        >
          {confirming ? t('rg.break.confirm') : t('rg.break.start')}
        </button>
      </form>
    </section>
  );
}
