import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { LotteryBetOption } from '@app/contracts';
import { formatMoney } from '@app/client/format';
import type { SlipSummary } from '../lib/bet-slip.ts';
import { formatOdds } from '../lib/format.ts';
import type { BetSlip, SlipMessage } from './use-bet-slip.ts';

/**
 * The bet slip: the numbers chosen, the tickets, the total and the odds, the stake per number and
 * the place button; under it the first thing that stops the slip, and the outcome of the last try.
 */
export function BetSlipPanel({
  slip,
  option,
  summary,
  saleClosed,
  placing,
  onPlace,
}: {
  slip: BetSlip;
  option: LotteryBetOption;
  summary: SlipSummary;
  saleClosed: boolean;
  placing: boolean;
  onPlace: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="lottery-slip" data-testid="lottery-slip" aria-label={t('lottery.bet.slip')}>
      <div className="lottery-slip__top">
        <div className="lottery-slip__numbers" data-testid="lottery-slip-numbers">
          {slip.numbers.length > 0 ? slip.numbers.join(', ') : t('lottery.bet.pickNumbers')}
        </div>
        <dl className="lottery-slip__sum">
          <dt>{t('lottery.bet.tickets')}</dt>
          <dd data-testid="lottery-slip-tickets">{summary.tickets}</dd>
          <dt>{t('lottery.bet.total')}</dt>
          <dd data-testid="lottery-slip-total">
            {summary.total ? formatMoney(summary.total) : '—'}
          </dd>
          <dt>{t('lottery.bet.odds')}</dt>
          <dd>{formatOdds(option.odds)}</dd>
        </dl>
      </div>
      <div className="lottery-slip__row">
        <label className="lottery-field lottery-slip__stake">
          <span>{t(option.combination ? 'lottery.bet.stakeCombo' : 'lottery.bet.stake')}</span>
          <input
            inputMode="decimal"
            data-testid="lottery-stake"
            value={slip.stake}
            placeholder={formatMoney(option.minStake)}
            onChange={(e) => slip.changeStake(e.target.value)}
          />
        </label>
        <button
          type="button"
          className="btn btn--gold"
          data-testid="lottery-place"
          disabled={summary.problem !== null || saleClosed || placing || !slip.numero}
          onClick={onPlace}
        >
          {placing ? t('lottery.bet.placing') : t('lottery.bet.place')}
        </button>
      </div>
      {summary.problem && summary.problem !== 'noNumbers' ? (
        <p
          className="lottery-error"
          role="alert"
          data-testid="lottery-slip-problem"
          data-problem={summary.problem}
        >
          {t(`lottery.bet.problems.${summary.problem}`, {
            count: option.maxNumbers,
            min: formatMoney(option.minStake),
            max: formatMoney(option.maxStake),
          })}
        </p>
      ) : null}
      {slip.message ? <SlipOutcome message={slip.message} /> : null}
    </section>
  );
}

/** The outcome of the last try: the bets placed (a status) or why they were refused (an alert). */
function SlipOutcome({ message }: { message: SlipMessage }) {
  return (
    <p
      className={message.kind === 'ok' ? 'lottery-notice is-won' : 'lottery-notice is-lost'}
      role={message.kind === 'ok' ? 'status' : 'alert'}
      data-testid={message.kind === 'ok' ? 'lottery-place-ok' : 'lottery-place-error'}
      data-code={message.code}
    >
      {message.text}
    </p>
  );
}
