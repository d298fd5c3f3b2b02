import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';

const DAY_MS = 86_400_000;
/** The merchant's day (+07:00, spec §9 Vietnam) as YYYY-MM-DD, `back` days ago. */
function merchantDay(back = 0): string {
  return new Date(Date.now() + 7 * 3_600_000 - back * DAY_MS).toISOString().slice(0, 10);
}

/** The date ranges the team pages offer, as the calls' startDate and endDate. */
export const RANGES = {
  today: () => ({ startDate: merchantDay(), endDate: merchantDay() }),
  yesterday: () => ({ startDate: merchantDay(1), endDate: merchantDay(1) }),
  week: () => ({ startDate: merchantDay(6), endDate: merchantDay() }),
  month: () => ({ startDate: merchantDay(29), endDate: merchantDay() }),
} as const;
export type RangeId = keyof typeof RANGES;

export function RangeTabs({
  value,
  onChange,
}: {
  value: RangeId;
  onChange: (range: RangeId) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="agent-ranges" role="tablist" aria-label={t('agent.overview.range')}>
      {(Object.keys(RANGES) as RangeId[]).map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={value === id}
          className={`agent-ranges__tab${value === id ? ' agent-ranges__tab--on' : ''}`}
          onClick={() => onChange(id)}
          data-testid={`range-${id}`}
        >
          {t(`agent.overview.ranges.${id}`)}
        </button>
      ))}
    </div>
  );
}
