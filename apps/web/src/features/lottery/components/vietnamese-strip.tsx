import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { PrizeMode, VietnameseDraw } from '@app/contracts';
import { useVietnameseNumero } from '../api/get-vietnamese-numero.ts';
import { CountdownText } from './countdown-text.tsx';
import { timerOf } from './lottery-card.tsx';

/**
 * spec §2, §4 "Vietnamese strip": the next 20 draws with their numero and countdowns, loaded on
 * mount and on a language change (250 ms debounce), re-polled on the menu refresh timer.
 */
export function VietnameseStrip({
  prizeMode,
  onPick,
}: {
  prizeMode: PrizeMode;
  onPick: (draw: VietnameseDraw) => void;
}) {
  const { t } = useTranslation();
  const numero = useVietnameseNumero(prizeMode);
  const list = numero.data?.list ?? [];
  if (numero.isPending)
    return <div className="lottery-strip lottery-strip--loading" aria-busy="true" />;
  if (list.length === 0) return null;
  return (
    <section className="lottery-strip-wrap" aria-label={t('lottery.strip.title')}>
      <ul className="lottery-strip" data-testid="lottery-strip">
        {list.map((d) => (
          <li key={`${d.gameId}-${d.numero}`}>
            <button
              type="button"
              className="lottery-strip__item"
              data-testid={`lottery-strip-${d.gameId}`}
              onClick={() => onPick(d)}
            >
              <span className="lottery-strip__name">{d.gameName}</span>
              <span className="lottery-muted">#{d.numero}</span>
              <CountdownText timer={timerOf(d, numero.data!.receivedAt)} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
