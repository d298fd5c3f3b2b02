import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import {
  SLOT_PAYLINES,
  SLOT_REELS,
  SLOT_ROWS,
  type SlotOutcome,
  type SlotSymbol,
} from '@app/contracts';
import { SlotSymbolArt } from './slot-symbol.tsx';

const LINE_COLOURS = [
  '#f1cd6b',
  '#ff8a3d',
  '#7ee0c3',
  '#f7a8c8',
  '#8ab4ff',
  '#e5484d',
  '#c3f16b',
  '#d69bff',
  '#6bd6f1',
  '#ffd36b',
];

/**
 * The 5 x 3 window. Reels that are still spinning show their strip scrolling (CSS, off when the
 * player prefers reduced motion); stopped reels show the outcome; the paylines that won are drawn
 * over the window and their winning cells glow.
 */
export function SlotReels({
  window,
  outcome,
  spinningFrom,
}: {
  window: SlotSymbol[][];
  /** The outcome on screen once every reel stopped (wins drawn), or null. */
  outcome: SlotOutcome | null;
  /** Reels with this index and up are spinning (5: none). */
  spinningFrom: number;
}) {
  const { t } = useTranslation();
  const winning = new Set<string>();
  for (const win of outcome?.lines ?? []) {
    SLOT_PAYLINES[win.line - 1]!.slice(0, win.count).forEach((row, reel) =>
      winning.add(`${row}:${reel}`),
    );
  }
  return (
    <div className="slot-reels" data-testid="slot-reels" aria-busy={spinningFrom < 5}>
      {SLOT_REELS.map((strip, reel) => (
        <div key={reel} className="slot-reel" data-testid={`slot-reel-${reel}`}>
          {reel >= spinningFrom ? (
            <div className="slot-reel__spin" aria-hidden="true">
              {[...strip, ...strip.slice(0, SLOT_ROWS)].map((symbol, i) => (
                <div key={i} className="slot-cell">
                  <SlotSymbolArt symbol={symbol} label="" />
                </div>
              ))}
            </div>
          ) : (
            Array.from({ length: SLOT_ROWS }, (_, row) => {
              const symbol = window[row]![reel]!;
              const won = winning.has(`${row}:${reel}`);
              return (
                <div
                  key={row}
                  className={`slot-cell${won ? ' is-win' : ''}`}
                  data-testid={`slot-cell-${row}-${reel}`}
                  data-symbol={symbol}
                >
                  <SlotSymbolArt symbol={symbol} label={t(`originals.slot.symbols.${symbol}`)} />
                </div>
              );
            })
          )}
        </div>
      ))}
      {outcome && outcome.lines.length > 0 && spinningFrom >= 5 ? (
        <svg
          className="slot-lines"
          viewBox="0 0 500 300"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {outcome.lines.map((win) => (
            <polyline
              key={win.line}
              data-testid={`slot-line-${win.line}`}
              points={SLOT_PAYLINES[win.line - 1]!.map(
                (row, reel) => `${reel * 100 + 50},${row * 100 + 50}`,
              ).join(' ')}
              stroke={LINE_COLOURS[(win.line - 1) % LINE_COLOURS.length]}
            />
          ))}
        </svg>
      ) : null}
    </div>
  );
}
