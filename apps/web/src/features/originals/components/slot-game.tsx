import '../locales/strings.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import {
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_SYMBOLS,
  slotOutcomeOf,
  type OriginalsPlayValue,
  type SlotOutcome,
} from '@app/contracts';
import { usePrefersReducedMotion } from '../lib/reduced-motion.ts';
import { SlotReels } from './slot-reels.tsx';
import { SlotSymbolArt } from './slot-symbol.tsx';
import type { GameProps } from './game-types.ts';

const FIRST_STOP_MS = 650;
const STOP_GAP_MS = 180;

/** Lotus Fortune: 5 reels, 3 rows, 10 paylines; the lotus is wild. */
export function SlotGame({ play, busy, lastRound, children }: GameProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const initial = (
    lastRound?.outcome.game === 'lotus-slot' ? lastRound.outcome : null
  ) as SlotOutcome | null;
  const [shown, setShown] = useState<SlotOutcome>(initial ?? slotOutcomeOf([0, 0, 0, 0, 0]));
  const [wins, setWins] = useState<SlotOutcome | null>(initial);
  const [spinningFrom, setSpinningFrom] = useState(5);
  const [showPaytable, setShowPaytable] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const spin = async () => {
    setWins(null);
    if (!reducedMotion) setSpinningFrom(0);
    const started = performance.now();
    const value: OriginalsPlayValue | null = await play({});
    if (!value || value.round.outcome.game !== 'lotus-slot') {
      setSpinningFrom(5);
      return;
    }
    const outcome = value.round.outcome;
    setShown(outcome);
    if (reducedMotion) {
      setWins(outcome);
      return;
    }
    // Reels stop one by one, left to right, once the answer is in.
    const wait = Math.max(0, FIRST_STOP_MS - (performance.now() - started));
    for (let reel = 0; reel < 5; reel++) {
      timers.current.push(
        window.setTimeout(
          () => {
            setSpinningFrom(reel + 1);
            if (reel === 4) setWins(outcome);
          },
          wait + reel * STOP_GAP_MS,
        ),
      );
    }
  };

  const spinning = spinningFrom < 5;
  return (
    <section className="og-game og-slot" aria-label={t('originals.slot.title')}>
      <SlotReels window={shown.window} outcome={wins} spinningFrom={spinningFrom} />
      <div className="og-slot__wins" data-testid="slot-wins" aria-live="polite">
        {wins && wins.lines.length > 0 ? (
          <ul>
            {wins.lines.map((w) => (
              <li key={w.line}>
                {t('originals.slot.lineWin', {
                  line: w.line,
                  n: w.count,
                  symbol: t(`originals.slot.symbols.${w.symbol}`),
                  pay: w.pay,
                })}
              </li>
            ))}
          </ul>
        ) : wins ? (
          <p>{t('originals.slot.noWin')}</p>
        ) : (
          <p>{spinning ? t('originals.slot.spinning') : t('originals.slot.hint')}</p>
        )}
      </div>
      {children}
      <button
        type="button"
        className="og-play"
        disabled={busy || spinning}
        onClick={() => void spin()}
        data-testid="play-button"
      >
        {spinning || busy ? t('originals.slot.spinning') : t('originals.slot.spin')}
      </button>
      <button
        type="button"
        className="og-link-button"
        aria-expanded={showPaytable}
        onClick={() => setShowPaytable((v) => !v)}
      >
        {t('originals.slot.paytable')}
      </button>
      {showPaytable ? (
        <div className="og-paytable" data-testid="paytable">
          <p>{t('originals.slot.rules', { lines: SLOT_PAYLINES.length })}</p>
          <table>
            <thead>
              <tr>
                <th>{t('originals.slot.symbol')}</th>
                <th>×3</th>
                <th>×4</th>
                <th>×5</th>
              </tr>
            </thead>
            <tbody>
              {SLOT_SYMBOLS.map((s) => (
                <tr key={s}>
                  <td>
                    <SlotSymbolArt symbol={s} label={t(`originals.slot.symbols.${s}`)} />
                  </td>
                  {SLOT_PAYTABLE[s].map((pay, i) => (
                    <td key={i}>{pay}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <ol className="og-paylines" aria-label={t('originals.slot.paylines')}>
            {SLOT_PAYLINES.map((rows, i) => (
              <li key={i}>
                <svg viewBox="0 0 50 30" aria-hidden="true">
                  {rows.map((_, reel) =>
                    [0, 1, 2].map((row) => (
                      <rect
                        key={`${reel}-${row}`}
                        x={reel * 10 + 1}
                        y={row * 10 + 1}
                        width="8"
                        height="8"
                        rx="2"
                      />
                    )),
                  )}
                  <polyline
                    points={rows.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')}
                  />
                </svg>
                <span>{i + 1}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
