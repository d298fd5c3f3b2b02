import { useTranslation } from 'react-i18next';

export type DayRange = { from: string; to: string };

/** A range of merchant days (YYYY-MM-DD, both included). */
export function RangePicker({
  value,
  onChange,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="row wrap align-end">
      <label className="field inline">
        <span className="field-label">{t('range.from')}</span>
        <input
          type="date"
          value={value.from}
          max={value.to}
          onChange={(e) => e.target.value && onChange({ ...value, from: e.target.value })}
        />
      </label>
      <label className="field inline">
        <span className="field-label">{t('range.to')}</span>
        <input
          type="date"
          value={value.to}
          min={value.from}
          onChange={(e) => e.target.value && onChange({ ...value, to: e.target.value })}
        />
      </label>
    </div>
  );
}
