import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SHEET_LEVELS,
  formatWinningNumber,
  isSeaSheet,
  parseWinningNumber,
  type LotteryDraw,
  type PrizeLevel,
  type SheetShape,
} from '@app/contracts';

/**
 * The sheet a draw's result has, as the server says (North's 27 numbers, South/Central's 18, the
 * SEA 4D and Thai sheets); from the region for an answer without it.
 */
export function sheetOf(draw: Pick<LotteryDraw, 'region' | 'sheet'>): SheetShape {
  return draw.sheet ?? (draw.region === 'north' ? 'north' : 'south');
}

/** A level's name: the Vietnamese prizes, or the SEA sheet's own (1st…, Starter, Front 3…). */
export function levelName(
  t: (key: string) => string,
  shape: SheetShape,
  level: PrizeLevel,
): string {
  return isSeaSheet(shape)
    ? t(`lottery.seaLevels.${shape}.${level}`)
    : t(`lottery.levels.${level}`);
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
              <th scope="row">{levelName(t, sheet.shape, level.level)}</th>
              <td>
                {sheet.values[i]!.map((value, j) => (
                  <input
                    key={j}
                    className={`sheet-number${old && old[i]?.[j] !== value ? ' changed' : ''}`}
                    inputMode="numeric"
                    aria-label={`${levelName(t, sheet.shape, level.level)} ${j + 1}`}
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
