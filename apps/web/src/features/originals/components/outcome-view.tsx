import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { OriginalOutcome } from '@app/contracts';
import { SlotSymbolArt } from './slot-symbol.tsx';

const hundredths = (n: number) => (n / 100).toFixed(2);

/** One line about an outcome: the dice roll and the bet, or the slot's winning lines. */
export function outcomeSummary(
  t: (key: string, o?: Record<string, unknown>) => string,
  outcome: OriginalOutcome,
): string {
  if (outcome.game === 'dice') {
    return t('originals.outcome.dice', {
      roll: hundredths(outcome.roll),
      side: t(`originals.dice.${outcome.direction}`),
      target: hundredths(outcome.target),
    });
  }
  return outcome.lines.length === 0
    ? t('originals.slot.noWin')
    : t('originals.outcome.slot', { lines: outcome.lines.length, pay: outcome.totalPay });
}

/** An outcome in full: the slot window with its stops, or the dice roll against its target. */
export function OutcomeView({ outcome }: { outcome: OriginalOutcome }) {
  const { t } = useTranslation();
  if (outcome.game === 'dice') {
    return (
      <div className="og-outcome" data-testid="outcome-view">
        <p className="og-outcome__big">{hundredths(outcome.roll)}</p>
        <p>{outcomeSummary(t, outcome)}</p>
        <p className={outcome.win ? 'og-good' : 'og-muted'}>
          {outcome.win ? t('originals.dice.win') : t('originals.dice.loss')}
        </p>
      </div>
    );
  }
  return (
    <div className="og-outcome" data-testid="outcome-view">
      <div className="og-mini-window">
        {outcome.window.map((row, r) =>
          row.map((symbol, reel) => (
            <SlotSymbolArt
              key={`${r}-${reel}`}
              symbol={symbol}
              label={t(`originals.slot.symbols.${symbol}`)}
            />
          )),
        )}
      </div>
      <p className="og-muted">
        {t('originals.outcome.stops', { stops: outcome.stops.join(', ') })}
      </p>
      <p>{outcomeSummary(t, outcome)}</p>
    </div>
  );
}
