import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import {
  formatWinningNumber,
  isSeaSheet,
  sheetShapeOf,
  type PrizeLevelNumbers,
  type SheetShape,
} from '@app/contracts';

/**
 * A prize level's name: ĐB for the special prize (GB), G1 … G9 otherwise; on the SEA sheets their
 * own names (1st, Starter, Consolation; First prize, Front 3, Back 3, Last 2).
 */
export function levelLabel(
  level: string,
  t: (key: string) => string,
  shape: SheetShape | null = null,
): string {
  if (shape && isSeaSheet(shape)) return t(`lottery.seaLevels.${shape}.${level}`);
  return level === 'GB' ? t('lottery.levels.GB') : level;
}

/**
 * A result sheet by prize level (spec §2 "Winning-number panel"): one row per level, the special
 * prize first and emphasised.
 */
export function ResultSheet({
  levels,
  testId,
}: {
  levels: readonly PrizeLevelNumbers[];
  testId?: string;
}) {
  const { t } = useTranslation();
  if (levels.length === 0) return <p className="lottery-muted">{t('lottery.noResult')}</p>;
  // Every sheet shape has its own number of levels, so the levels tell the shape.
  const shape = sheetShapeOf(formatWinningNumber(levels));
  return (
    <table className="lottery-sheet" data-testid={testId} data-sheet={shape ?? undefined}>
      <tbody>
        {levels.map((l, index) => (
          <tr key={l.level} data-level={l.level}>
            <th scope="row">{levelLabel(l.level, t, shape)}</th>
            <td>
              {l.numbers.map((n, i) => (
                <span
                  key={`${n}-${i}`}
                  className={`lottery-ball${index === 0 ? ' lottery-ball--special' : ''}`}
                >
                  {n}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
