import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { LotteryBetOption, LotteryBetType } from '@app/contracts';
import { formatOdds } from '../lib/format.ts';

/** The bet types of the game with the odds the server sends, and the rule of the chosen one. */
export function BetTypePicker({
  options,
  option,
  onChoose,
}: {
  options: readonly LotteryBetOption[];
  option: LotteryBetOption | null;
  onChoose: (betType: LotteryBetType) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="lottery-section" aria-labelledby="lottery-types-title">
      <h2 id="lottery-types-title" className="lottery-section__title">
        {t('lottery.bet.type')}
      </h2>
      <div className="lottery-types" data-testid="lottery-bet-types">
        {options.map((o) => (
          <button
            key={o.betType}
            type="button"
            className={`lottery-type${option?.betType === o.betType ? ' is-active' : ''}`}
            aria-pressed={option?.betType === o.betType}
            data-testid={`lottery-bet-type-${o.betType}`}
            onClick={() => onChoose(o.betType)}
          >
            <span>{t(`lottery.betTypes.${o.betType}`)}</span>
            <small data-testid={`lottery-odds-${o.betType}`}>{formatOdds(o.odds)}</small>
          </button>
        ))}
      </div>
      {option ? <p className="lottery-muted">{t(`lottery.betRules.${option.betType}`)}</p> : null}
    </section>
  );
}
