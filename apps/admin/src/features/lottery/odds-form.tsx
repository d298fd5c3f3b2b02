import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  LOTTERY_BET_TYPES,
  SHEET_SHAPES,
  updateLotterySettingsEndpoint,
  type LotteryBetType,
  type LotterySettings,
  type SheetShape,
} from '@app/contracts';
import { SaveRow } from '../../components/save-row.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';

type OddsDraft = Record<SheetShape, Record<LotteryBetType, string>>;

/** Odds per sheet and bet type, and the stake bounds; only what changed is sent. */
export function OddsForm({ settings, canWrite }: { settings: LotterySettings; canWrite: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [odds, setOdds] = useState<OddsDraft>(() => structuredClone(settings.odds));
  const [minStake, setMinStake] = useState(settings.minStake);
  const [maxStake, setMaxStake] = useState(settings.maxStake);
  const save = useMutation({
    mutationFn: () => {
      const changed = (shape: SheetShape) =>
        Object.fromEntries(
          LOTTERY_BET_TYPES.filter((b) => odds[shape][b] !== settings.odds[shape][b]).map((b) => [
            b,
            odds[shape][b],
          ]),
        );
      return callEndpoint(updateLotterySettingsEndpoint, {
        body: {
          odds: { north: changed('north'), south: changed('south') },
          ...(minStake !== settings.minStake ? { minStake } : {}),
          ...(maxStake !== settings.maxStake ? { maxStake } : {}),
        },
      });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(['admin', 'lottery-settings'], saved);
      notify(t('lottery.oddsSaved'));
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <fieldset disabled={!canWrite} className="stack">
        <table className="data-table compact">
          <thead>
            <tr>
              <th>{t('lottery.betType')}</th>
              {SHEET_SHAPES.map((shape) => (
                <th key={shape} className="num">
                  {t(`lottery.sheetNames.${shape}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {LOTTERY_BET_TYPES.map((bet) => (
              <tr key={bet}>
                <th scope="row">
                  <code>{bet}</code> <span className="muted">{t(`lottery.betTypes.${bet}`)}</span>
                </th>
                {SHEET_SHAPES.map((shape) => (
                  <td key={shape} className="num">
                    <input
                      inputMode="decimal"
                      size={8}
                      aria-label={`${bet} ${t(`lottery.sheetNames.${shape}`)}`}
                      value={odds[shape][bet]}
                      onChange={(e) =>
                        setOdds((o) => ({ ...o, [shape]: { ...o[shape], [bet]: e.target.value } }))
                      }
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="row wrap">
          <label className="field">
            <span className="field-label">{t('lottery.minStake')}</span>
            <input
              inputMode="decimal"
              value={minStake}
              onChange={(e) => setMinStake(e.target.value)}
            />
          </label>
          <label className="field">
            <span className="field-label">{t('lottery.maxStake')}</span>
            <input
              inputMode="decimal"
              value={maxStake}
              onChange={(e) => setMaxStake(e.target.value)}
            />
          </label>
        </div>
      </fieldset>
      <SaveRow show={canWrite} busy={save.isPending} />
    </form>
  );
}
