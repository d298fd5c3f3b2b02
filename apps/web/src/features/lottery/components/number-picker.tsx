import '../locales/strings.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import {
  addNumbers,
  allNumbers,
  parseNumberList,
  quickPickNumbers,
  toggleNumber,
  type PickRule,
  type QuickPick,
} from '../lib/bet-slip.ts';

const QUICK: readonly QuickPick[] = ['even', 'odd', 'big', 'small', 'pairs'];
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Placeholders of the typed entry by digits. */
const EXAMPLES: Record<number, string> = {
  1: '1 5 9',
  2: '12 34 56',
  3: '123 456 789',
  4: '1234 5678 9012',
};

/** Typed numbers ("12 345, 7"), for 3- and 4-digit types and as a shortcut on the grids. */
function NumberEntry({
  rule,
  selected,
  onChange,
}: {
  rule: PickRule;
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);
  const add = () => {
    const parsed = parseNumberList(text, rule.digits);
    setInvalid(parsed.invalid);
    onChange(addNumbers(selected, parsed.numbers, rule));
    if (parsed.invalid.length === 0) setText('');
  };
  const max = '9'.repeat(rule.digits);
  return (
    <div className="lottery-entry">
      <label className="lottery-field">
        <span>{t('lottery.bet.enterNumbers', { from: '0'.repeat(rule.digits), to: max })}</span>
        <div className="lottery-entry__row">
          <input
            inputMode="numeric"
            autoComplete="off"
            data-testid="lottery-number-entry"
            placeholder={EXAMPLES[rule.digits] ?? ''}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <button
            type="button"
            className="btn btn--gold btn--small"
            data-testid="lottery-number-add"
            onClick={add}
          >
            {t('lottery.bet.add')}
          </button>
        </div>
      </label>
      {invalid.length > 0 ? (
        <p className="lottery-error" role="alert">
          {t('lottery.bet.invalidNumbers', { numbers: invalid.join(', '), digits: rule.digits })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Number pickers that work on a phone: a 0-9 row for đầu/đuôi, the 00-99 grid with quick picks for
 * 2-digit types (multi-select, capped at the xiên size), and typed entry for 000-999 and 0000-9999.
 */
export function NumberPicker({
  rule,
  selected,
  onChange,
}: {
  rule: PickRule;
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  const [head, setHead] = useState('');
  const chosen = new Set(selected);
  const full = selected.length >= rule.maxNumbers;
  const grid = rule.digits <= 2 ? allNumbers(rule.digits) : [];
  return (
    <div className="lottery-picker" data-testid="lottery-picker" data-digits={rule.digits}>
      {rule.combination ? (
        <p className="lottery-muted" data-testid="lottery-combo-hint">
          {t('lottery.bet.comboHint', { count: rule.maxNumbers, chosen: selected.length })}
        </p>
      ) : null}
      {rule.digits === 2 && !rule.combination ? (
        <div className="lottery-quick" aria-label={t('lottery.bet.quick')}>
          {QUICK.map((q) => (
            <button
              key={q}
              type="button"
              className="lottery-chip lottery-chip--small"
              data-testid={`lottery-quick-${q}`}
              onClick={() => onChange(addNumbers(selected, quickPickNumbers(q), rule))}
            >
              {t(`lottery.bet.quickPicks.${q}`)}
            </button>
          ))}
          <select
            className="lottery-chip lottery-chip--small"
            aria-label={t('lottery.bet.quickPicks.head')}
            value={head}
            onChange={(e) => {
              const d = e.target.value;
              setHead('');
              if (!d) return;
              const pick = `${d[0] === 'h' ? 'head' : 'tail'}${d[1]}` as QuickPick;
              onChange(addNumbers(selected, quickPickNumbers(pick), rule));
            }}
          >
            <option value="">{t('lottery.bet.quickPicks.headTail')}</option>
            {DIGITS.map((d) => (
              <option key={`h${d}`} value={`h${d}`}>
                {t('lottery.bet.quickPicks.headN', { n: d })}
              </option>
            ))}
            {DIGITS.map((d) => (
              <option key={`t${d}`} value={`t${d}`}>
                {t('lottery.bet.quickPicks.tailN', { n: d })}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="lottery-chip lottery-chip--small"
            data-testid="lottery-quick-clear"
            onClick={() => onChange([])}
          >
            {t('lottery.bet.clear')}
          </button>
        </div>
      ) : null}
      {grid.length > 0 ? (
        <div
          className={`lottery-grid lottery-grid--${rule.digits}`}
          role="group"
          aria-label={t('lottery.bet.numbers')}
        >
          {grid.map((n) => {
            const on = chosen.has(n);
            return (
              <button
                key={n}
                type="button"
                className={`lottery-num${on ? ' is-on' : ''}`}
                aria-pressed={on}
                disabled={!on && full}
                data-testid={`lottery-num-${n}`}
                onClick={() => onChange(toggleNumber(selected, n, rule))}
              >
                {n}
              </button>
            );
          })}
        </div>
      ) : null}
      {rule.digits >= 2 ? (
        <NumberEntry rule={rule} selected={selected} onChange={onChange} />
      ) : null}
      {rule.digits >= 3 && selected.length > 0 ? (
        <ul className="lottery-picked" aria-label={t('lottery.bet.chosen')}>
          {selected.map((n) => (
            <li key={n}>
              <button
                type="button"
                className="lottery-chip lottery-chip--small is-active"
                aria-label={t('lottery.bet.remove', { number: n })}
                onClick={() => onChange(selected.filter((s) => s !== n))}
              >
                {n} ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
