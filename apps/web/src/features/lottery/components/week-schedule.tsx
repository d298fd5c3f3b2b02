import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotterySchedule } from '@app/contracts';
import { WEEK_ORDER } from '../lib/schedule.ts';

/**
 * spec §2 "Weekly schedule": seven day columns by draw weekday (Monday first, as a Vietnamese
 * calendar), today's column and the current lottery highlighted.
 */
export function WeekSchedule({
  schedule,
  highlightedIds,
  onPick,
}: {
  schedule: LotterySchedule;
  /** Games whose sale closes within a day (spec §4 highlight). */
  highlightedIds: ReadonlySet<string>;
  onPick: (gameId: string) => void;
}) {
  const { t } = useTranslation();
  const todayRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    todayRef.current?.scrollIntoView?.({ inline: 'center', block: 'nearest' });
  }, [schedule.today]);
  const byDay = new Map(schedule.days.map((d) => [d.dayOfWeek, d.games]));
  return (
    <section className="lottery-section" aria-labelledby="lottery-week-title">
      <h2 id="lottery-week-title" className="lottery-section__title">
        {t('lottery.schedule.title')}
      </h2>
      <div className="lottery-week" data-testid="lottery-week" role="list">
        {WEEK_ORDER.map((day) => {
          const today = day === schedule.today;
          const games = byDay.get(day) ?? [];
          return (
            <div
              key={day}
              ref={today ? todayRef : undefined}
              role="listitem"
              className={`lottery-week__day${today ? ' is-today' : ''}`}
              data-testid={`lottery-week-day-${day}`}
              data-today={today ? 'true' : 'false'}
            >
              <h3 className="lottery-week__name">
                {t(`lottery.schedule.days.${day}`)}
                {today ? (
                  <span className="lottery-week__today">{t('lottery.schedule.today')}</span>
                ) : null}
              </h3>
              <ul>
                {games.length === 0 ? <li className="lottery-muted">—</li> : null}
                {games.map((g) => {
                  const current = today && highlightedIds.has(g.gameId);
                  return (
                    <li key={g.gameId}>
                      <button
                        type="button"
                        className={`lottery-week__game${current ? ' is-current' : ''}`}
                        data-testid={`lottery-week-game-${day}-${g.gameId}`}
                        data-current={current ? 'true' : 'false'}
                        onClick={() => onPick(g.gameId)}
                      >
                        <span>{g.gameName}</span>
                        {g.drawTime ? <small>{g.drawTime}</small> : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
