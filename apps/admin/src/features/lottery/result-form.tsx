import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  SHEET_LEVELS,
  enterLotteryResultEndpoint,
  formatWinningNumber,
  isSeaSheet,
  parseWinningNumber,
  type PrizeLevel,
  type LotteryDraw,
  type LotterySettleResult,
  type SheetShape,
} from '@app/contracts';
import { FormFooter } from '../../components/form-footer.tsx';

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
 * Result entry in the sheet's own shape: one box per number, each level its count and digits, so
 * a sheet cannot be sent with a missing or mistyped number; the server checks it again.
 */
export function ResultForm({
  draw,
  onDone,
  onCancel,
}: {
  draw: LotteryDraw;
  onDone: (result: LotterySettleResult) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const shape = sheetOf(draw);
  const levels = SHEET_LEVELS[shape];
  const [values, setValues] = useState<string[][]>(() =>
    levels.map((l) => Array.from({ length: l.count }, () => '')),
  );
  const wire = formatWinningNumber(levels.map((l, i) => ({ level: l.level, numbers: values[i]! })));
  const parsed = parseWinningNumber(wire, shape);
  const complete = values.every((level) => level.every((n) => n !== ''));
  const save = useMutation({
    mutationFn: () =>
      callEndpoint(enterLotteryResultEndpoint, {
        body: { gameId: draw.gameId, numero: draw.numero, winningNumber: wire, source: 'operator' },
      }),
    onSuccess: onDone,
  });
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        if (
          parsed.ok &&
          window.confirm(t('lottery.resultConfirm', { game: draw.gameName, numero: draw.numero }))
        )
          save.mutate();
      }}
    >
      <p className="muted">{t(`lottery.sheets.${shape}`)}</p>
      <table className="sheet">
        <tbody>
          {levels.map((level, i) => (
            <tr key={level.level}>
              <th scope="row">{levelName(t, shape, level.level)}</th>
              <td>
                {values[i]!.map((value, j) => (
                  <input
                    key={j}
                    className="sheet-number"
                    inputMode="numeric"
                    aria-label={`${levelName(t, shape, level.level)} ${j + 1}`}
                    maxLength={level.digits}
                    size={level.digits + 1}
                    value={value}
                    aria-invalid={
                      value !== '' && (value.length !== level.digits || !/^\d+$/.test(value))
                    }
                    onChange={(e) => {
                      const next = values.map((row) => [...row]);
                      next[i]![j] = e.target.value.replace(/\D/g, '');
                      setValues(next);
                    }}
                  />
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {complete && !parsed.ok ? (
        <p className="alert error" role="alert">
          {parsed.problem}
        </p>
      ) : null}
      <FormFooter
        error={save.error}
        busy={!parsed.ok || save.isPending}
        submitLabel={t('lottery.saveResult')}
        onCancel={onCancel}
      />
    </form>
  );
}
