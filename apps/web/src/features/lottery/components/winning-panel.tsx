import { useTranslation } from 'react-i18next';
import type { PrizeLevelNumbers } from '@app/contracts';

/** A prize level's name: ĐB for the special prize (GB), G1 … G9 otherwise. */
export function levelLabel(level: string, t: (key: string) => string): string {
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
  return (
    <table className="lottery-sheet" data-testid={testId}>
      <tbody>
        {levels.map((l) => (
          <tr key={l.level} data-level={l.level}>
            <th scope="row">{levelLabel(l.level, t)}</th>
            <td>
              {l.numbers.map((n, i) => (
                <span
                  key={`${n}-${i}`}
                  className={`lottery-ball${l.level === 'GB' ? ' lottery-ball--special' : ''}`}
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
