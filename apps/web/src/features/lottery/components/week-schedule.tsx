import '../locales/strings.ts';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { LotteryGame, LotterySchedule } from '@app/contracts';
import { isHighlighted, liveRemainMs } from '../lib/countdown.ts';
import { drawDayOf, WEEK_ORDER } from '../lib/schedule.ts';
import { useCountdownClock } from '../lib/use-countdown.ts';

/**
 * spec §2 "Weekly schedule": seven day columns by draw weekday (Monday first, as a Vietnamese
 * calendar), today's column highlighted and each current lottery (spec §4 highlight) in the column
 * of its current draw.
 */
export function WeekSchedule({
  schedule,
  games,
  receivedAt,
  onPick,
}: {
  schedule: LotterySchedule;
  /** The lobby's games and when their answer arrived, for the highlight (spec §4). */
  games: readonly LotteryGame[];
  receivedAt: number;
  onPick: (gameId: string) => void;
}) {
  const { t } = useTranslation();
  const weekRef = useRef<HTMLDivElement>(null);
  const now = useCountdownClock();
  // Each game's current draw weekday: worked out when the games arrive, not on every tick.
  const drawDays = useMemo(
    () =>
      new Map(
        games.flatMap((g) =>
          g.isSale && g.drawAt ? [[g.gameId, drawDayOf(new Date(g.drawAt), g.timeZone)]] : [],
        ),
      ),
    [games],
  );
  // Each current lottery (sale closes within a day) in the column of its current draw's weekday.
  const currentDays = new Map<string, number>();
  for (const g of games) {
    const day = drawDays.get(g.gameId);
    if (day === undefined) continue;
    const remain = liveRemainMs({ remainTime: g.remainTime, receivedAt }, now);
    if (isHighlighted(remain, g.lockTime)) currentDays.set(g.gameId, day);
  }
  // Today's column in view: the row scrolls sideways, the page does not move.
  useEffect(() => {
    const week = weekRef.current;
    const today = week?.querySelector<HTMLElement>('[data-today="true"]');
    if (week && today) week.scrollLeft = Math.max(0, today.offsetLeft - 16);
  }, [schedule.today]);
  // Interval draws (the fast rooms) have no weekday of their own: the schedule lists timed draws.
  const byDay = new Map(
    schedule.days.map((d) => [d.dayOfWeek, d.games.filter((g) => g.drawTime !== null)]),
  );
  if ([...byDay.values()].every((games) => games.length === 0)) return null;
  return (
    <section className="lottery-section" aria-labelledby="lottery-week-title">
      <h2 id="lottery-week-title" className="lottery-section__title">
        {t('lottery.schedule.title')}
      </h2>
      <div ref={weekRef} className="lottery-week" data-testid="lottery-week" role="list">
        {WEEK_ORDER.map((day) => {
          const today = day === schedule.today;
          const games = byDay.get(day) ?? [];
          return (
            <div
              key={day}
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
                  const current = currentDays.get(g.gameId) === day;
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
