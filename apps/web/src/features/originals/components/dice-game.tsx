import '../locales/strings.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import {
  diceMultiplierBasis,
  diceWinningRolls,
  isDiceTargetValid,
  type DiceDirection,
  type DiceOutcome,
} from '@app/contracts';
import { usePrefersReducedMotion } from '../lib/reduced-motion.ts';
import type { GameProps } from './game-types.ts';

const hundredths = (n: number) => (n / 100).toFixed(2);

/** Dice: roll 0.00-99.99 under or over a target; pays 99 / win chance. */
export function DiceGame({ play, busy, lastRound, children }: GameProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const last = lastRound?.outcome.game === 'dice' ? lastRound.outcome : null;
  const [target, setTarget] = useState(last?.target ?? 5000);
  const [direction, setDirection] = useState<DiceDirection>(last?.direction ?? 'under');
  const [result, setResult] = useState<DiceOutcome | null>(last);
  const [rolling, setRolling] = useState<number | null>(null);
  const timer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearInterval(timer.current);
    },
    [],
  );

  const valid = isDiceTargetValid(target, direction);
  const winning = diceWinningRolls(target, direction);
  const multiplier = (diceMultiplierBasis(winning) / 10_000).toFixed(4);

  const switchDirection = (next: DiceDirection) => {
    setDirection(next);
    if (!isDiceTargetValid(target, next)) setTarget(5000);
  };

  const roll = async () => {
    if (!valid) return;
    setResult(null);
    if (!reducedMotion) {
      timer.current = window.setInterval(() => setRolling(Math.floor(Math.random() * 10_000)), 60);
    }
    const value = await play({ dice: { target: hundredths(target), direction } });
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
    setRolling(null);
    if (value && value.round.outcome.game === 'dice') setResult(value.round.outcome);
  };

  const shownRoll = rolling ?? result?.roll ?? null;
  const zone =
    direction === 'under'
      ? { left: 0, width: target / 100 }
      : { left: target / 100, width: 100 - target / 100 };
  return (
    <section className="og-game og-dice" aria-label={t('originals.dice.title')}>
      <div
        className={`og-dice__roll${result ? (result.win ? ' is-win' : ' is-loss') : ''}`}
        data-testid="dice-roll"
        aria-live="polite"
      >
        <span className="og-dice__number">
          {shownRoll === null ? '--.--' : hundredths(shownRoll)}
        </span>
        <span className="og-dice__verdict">
          {result ? (result.win ? t('originals.dice.win') : t('originals.dice.loss')) : ' '}
        </span>
      </div>
      <div className="og-dice__track" aria-hidden="true">
        <div className="og-dice__zone" style={{ left: `${zone.left}%`, width: `${zone.width}%` }} />
        {shownRoll !== null ? (
          <div className="og-dice__marker" style={{ left: `${shownRoll / 100}%` }} />
        ) : null}
      </div>
      <div className="og-dice__controls">
        <div className="og-segmented" role="radiogroup" aria-label={t('originals.dice.side')}>
          {(['under', 'over'] as const).map((d) => (
            <button
              key={d}
              type="button"
              role="radio"
              aria-checked={direction === d}
              className={direction === d ? 'is-on' : ''}
              disabled={busy}
              data-testid={`dice-${d}`}
              onClick={() => switchDirection(d)}
            >
              {t(`originals.dice.${d}`)}
            </button>
          ))}
        </div>
        <label className="og-dice__target">
          <span>{t(`originals.dice.target.${direction}`, { target: hundredths(target) })}</span>
          <input
            type="range"
            min={direction === 'under' ? 100 : 499}
            max={direction === 'under' ? 9500 : 9899}
            step={1}
            value={target}
            disabled={busy}
            data-testid="dice-target"
            onChange={(e) => setTarget(Number(e.target.value))}
          />
        </label>
        <dl className="og-dice__stats">
          <div>
            <dt>{t('originals.dice.chance')}</dt>
            <dd data-testid="dice-chance">{(winning / 100).toFixed(2)}%</dd>
          </div>
          <div>
            <dt>{t('originals.dice.multiplier')}</dt>
            <dd data-testid="dice-multiplier">×{multiplier}</dd>
          </div>
        </dl>
      </div>
      {children}
      <button
        type="button"
        className="og-play"
        disabled={busy || !valid || rolling !== null}
        onClick={() => void roll()}
        data-testid="play-button"
      >
        {busy ? t('originals.dice.rolling') : t('originals.dice.roll')}
      </button>
    </section>
  );
}
