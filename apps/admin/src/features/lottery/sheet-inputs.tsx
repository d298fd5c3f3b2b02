import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SHEET_LEVELS,
  formatWinningNumber,
  parseWinningNumber,
  type LotteryDraw,
  type SheetShape,
} from '@app/contracts';

/** The sheet a draw's result has: North's 27 numbers, or South/Central's 18. */
export function sheetOf(draw: Pick<LotteryDraw, 'region'>): SheetShape {
  return draw.region === 'north' ? 'north' : 'south';
}

/**
 * The numbers of a sheet being typed, level by level: empty, or those of a stored result (to
 * correct it). Answers the wire format and whether it fits the sheet.
 */
export function useSheetValues(shape: SheetShape, initial?: string | null) {
  const levels = SHEET_LEVELS[shape];
  const [values, setValues] = useState<string[][]>(() => {
    const stored = initial ? initial.split('~').map((level) => level.split(',')) : [];
    return levels.map((l, i) =>
      Array.from({ length: l.count }, (_, j) => stored[i]?.[j]?.trim() ?? ''),
    );
  });
  const wire = formatWinningNumber(levels.map((l, i) => ({ level: l.level, numbers: values[i]! })));
  const parsed = parseWinningNumber(wire, shape);
  const complete = values.every((level) => level.every((n) => n !== ''));
  return { shape, values, setValues, wire, parsed, complete };
}

export type SheetValues = ReturnType<typeof useSheetValues>;

/**
 * One box per number of the sheet, each level its count and digits, so a sheet cannot be sent
 * with a missing or mistyped number; the server checks it again. `before` marks the boxes whose
 * number differs from a stored result.
 */
export function SheetInputs({ sheet, before }: { sheet: SheetValues; before?: string | null }) {
  const { t } = useTranslation();
  const levels = SHEET_LEVELS[sheet.shape];
  const old = before ? before.split('~').map((level) => level.split(',')) : null;
  return (
    <>
      <p className="muted">{t(`lottery.sheets.${sheet.shape}`)}</p>
      <table className="sheet">
        <tbody>
          {levels.map((level, i) => (
            <tr key={level.level}>
              <th scope="row">{t(`lottery.levels.${level.level}`)}</th>
              <td>
                {sheet.values[i]!.map((value, j) => (
                  <input
                    key={j}
                    className={`sheet-number${old && old[i]?.[j] !== value ? ' changed' : ''}`}
                    inputMode="numeric"
                    aria-label={`${t(`lottery.levels.${level.level}`)} ${j + 1}`}
                    maxLength={level.digits}
                    size={level.digits + 1}
                    value={value}
                    aria-invalid={
                      value !== '' && (value.length !== level.digits || !/^\d+$/.test(value))
                    }
                    onChange={(e) => {
                      const next = sheet.values.map((row) => [...row]);
                      next[i]![j] = e.target.value.replace(/\D/g, '');
                      sheet.setValues(next);
                    }}
                  />
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {sheet.complete && !sheet.parsed.ok ? (
        <p className="alert error" role="alert">
          {sheet.parsed.problem}
        </p>
      ) : null}
    </>
  );
}
