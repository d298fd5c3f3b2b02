import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '@app/client/format';
import type { Dashboard } from '@app/contracts';

const compact = new Intl.NumberFormat('vi-VN', { notation: 'compact', maximumFractionDigits: 1 });

/** Deposits, withdrawals and GGR per merchant day, with new registrations as a line. */
export function DailyChart({ series }: { series: Dashboard['series'] }) {
  const { t } = useTranslation();
  const data = series.map((d) => ({
    day: d.day.slice(5),
    deposits: Number(d.deposits.amount),
    withdrawals: Number(d.withdrawals.amount),
    ggr: Number(d.ggr),
    registrations: d.registrations,
  }));
  return (
    <figure className="chart" aria-label={t('dashboard.perDay')}>
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid stroke="#e3e9e9" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 12 }} />
          <YAxis
            yAxisId="money"
            tickFormatter={(v: number) => compact.format(v)}
            tick={{ fontSize: 12 }}
            width={56}
          />
          <YAxis
            yAxisId="people"
            orientation="right"
            allowDecimals={false}
            tick={{ fontSize: 12 }}
            width={32}
          />
          <Tooltip
            formatter={(value, name) =>
              name === t('dashboard.registrations') ? value : formatMoney(Number(value).toFixed(2))
            }
          />
          <Legend />
          <Bar yAxisId="money" dataKey="deposits" name={t('dashboard.deposits')} fill="#1b7a43" />
          <Bar
            yAxisId="money"
            dataKey="withdrawals"
            name={t('dashboard.withdrawals')}
            fill="#b36b00"
          />
          <Line
            yAxisId="money"
            dataKey="ggr"
            name={t('dashboard.ggr')}
            stroke="#0f5e5f"
            strokeWidth={2}
            dot={false}
          />
          <Line
            yAxisId="people"
            dataKey="registrations"
            name={t('dashboard.registrations')}
            stroke="#6a4fb3"
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
