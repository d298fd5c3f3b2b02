import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  SHEET_BET_TYPES,
  updateLotterySettingsEndpoint,
  type LotteryBetType,
  type LotterySettings,
  type SheetShape,
} from '@app/contracts';
import { SaveRow } from '../../components/save-row.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';

type OddsDraft = Record<SheetShape, Partial<Record<LotteryBetType, string>>>;

/**
 * The odds tables: the Vietnamese sheets side by side (they sell the same bet types), then each
 * South-East Asian sheet with its own bet types (docs/decisions/2026-11-24-sea-lotteries.md).
 */
const TABLES: readonly (readonly SheetShape[])[] = [['north', 'south'], ['4d'], ['thai']];

/** Odds per sheet and bet type, and the stake bounds; only what changed is sent. */
export function OddsForm({ settings, canWrite }: { settings: LotterySettings; canWrite: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const saved: OddsDraft = settings.odds;
  const [odds, setOdds] = useState<OddsDraft>(() => structuredClone(settings.odds));
  const [minStake, setMinStake] = useState(settings.minStake);
  const [maxStake, setMaxStake] = useState(settings.maxStake);
  const save = useMutation({
    mutationFn: () => {
      const changed = (shape: SheetShape) =>
        Object.fromEntries(
          SHEET_BET_TYPES[shape]
            .filter((b) => odds[shape][b] !== saved[shape][b])
            .map((b) => [b, odds[shape][b] ?? '']),
        );
      return callEndpoint(updateLotterySettingsEndpoint, {
        body: {
          odds: {
            north: changed('north'),
            south: changed('south'),
            '4d': changed('4d'),
            thai: changed('thai'),
          },
          ...(minStake !== settings.minStake ? { minStake } : {}),
          ...(maxStake !== settings.maxStake ? { maxStake } : {}),
        },
      });
    },
    onSuccess: (next) => {
      queryClient.setQueryData(['admin', 'lottery-settings'], next);
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
        {TABLES.map((shapes) => (
          <table
            key={shapes.join()}
            className="data-table compact"
            data-testid={`odds-${shapes[0]}`}
          >
            <thead>
              <tr>
                <th>{t('lottery.betType')}</th>
                {shapes.map((shape) => (
                  <th key={shape} className="num">
                    {t(`lottery.sheetNames.${shape}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {SHEET_BET_TYPES[shapes[0]!].map((bet) => (
                <tr key={bet}>
                  <th scope="row">
                    <code>{bet}</code> <span className="muted">{t(`lottery.betTypes.${bet}`)}</span>
                  </th>
                  {shapes.map((shape) => (
                    <td key={shape} className="num">
                      <input
                        inputMode="decimal"
                        size={8}
                        aria-label={`${bet} ${t(`lottery.sheetNames.${shape}`)}`}
                        value={odds[shape][bet] ?? ''}
                        onChange={(e) =>
                          setOdds((o) => ({
                            ...o,
                            [shape]: { ...o[shape], [bet]: e.target.value },
                          }))
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
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
