import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  TURNOVER_CATEGORIES,
  getPointRatesEndpoint,
  setPointRatesEndpoint,
  settlePointsEndpoint,
  type TurnoverCategory,
} from '@app/contracts';
import { Panel } from '../../components/page.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { useCan } from '../../lib/operator.ts';
import { PointsAdjustForm } from './points-adjust-form.tsx';

const RATES_KEY = ['admin', 'mall', 'rates'] as const;

/** Points per 1,000.00 of valid turnover by category; the job run now; corrections. */
export function PointsPanel() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const canWrite = useCan('settings.write');
  const canAdjust = useCan('money.adjust');
  const rates = useQuery({
    queryKey: RATES_KEY,
    queryFn: ({ signal }) => callEndpoint(getPointRatesEndpoint, { signal }),
  });
  const [draft, setDraft] = useState<Record<string, string>>({});
  useEffect(() => {
    if (rates.data) {
      setDraft(
        Object.fromEntries(Object.entries(rates.data.rates).map(([k, v]) => [k, String(v)])),
      );
    }
  }, [rates.data]);
  const save = useMutation({
    mutationFn: () =>
      callEndpoint(setPointRatesEndpoint, {
        body: {
          rates: Object.fromEntries(
            TURNOVER_CATEGORIES.map((c) => [c, Number(draft[c] ?? 0)]),
          ) as Record<TurnoverCategory, number>,
        },
      }),
    onSuccess: (value) => {
      queryClient.setQueryData(RATES_KEY, value);
      notify(t('mall.ratesSaved'));
    },
    onError: (e) => notify(errorText(e)),
  });
  const settle = useMutation({
    mutationFn: () => callEndpoint(settlePointsEndpoint),
    onSuccess: (run) =>
      notify(
        t('mall.settled', { hours: run.periods.length, members: run.credited, points: run.points }),
      ),
    onError: (e) => notify(errorText(e)),
  });
  return (
    <>
      <Panel title={t('mall.rates')}>
        <p className="muted">{t('mall.ratesHint')}</p>
        <div className="row wrap">
          {TURNOVER_CATEGORIES.map((c) => (
            <label key={c} className="field">
              <span className="field-label">{c}</span>
              <input
                inputMode="numeric"
                disabled={!canWrite}
                value={draft[c] ?? ''}
                data-testid={`mall-rate-${c}`}
                onChange={(e) => setDraft((d) => ({ ...d, [c]: e.target.value }))}
              />
            </label>
          ))}
        </div>
        {canWrite ? (
          <div className="row end">
            <button
              type="button"
              className="btn ghost"
              disabled={settle.isPending}
              onClick={() => settle.mutate()}
            >
              {t('mall.settleNow')}
            </button>
            <button
              type="button"
              className="btn primary"
              disabled={save.isPending}
              data-testid="mall-rates-save"
              onClick={() => save.mutate()}
            >
              {t('common.save')}
            </button>
          </div>
        ) : null}
      </Panel>
      {canAdjust ? <PointsAdjustForm /> : null}
    </>
  );
}
