import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  getOriginalsSettingsEndpoint,
  updateOriginalsSettingsEndpoint,
  type OriginalsSettings,
} from '@app/contracts';
import { QueryState } from '../../components/query-state.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';

type Game = OriginalsSettings['games'][number];

function GameLimits({ game, canWrite }: { game: Game; canWrite: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [min, setMin] = useState(game.minStake);
  const [max, setMax] = useState(game.maxStake);
  const save = useMutation({
    mutationFn: () =>
      callEndpoint(updateOriginalsSettingsEndpoint, {
        body: { gameCode: game.gameCode as 'dice' | 'lotus-slot', minStake: min, maxStake: max },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['admin', 'originals'], saved);
      notify(t('games.originalsSaved', { game: t(`games.originalNames.${game.gameCode}`) }));
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  return (
    <form
      className="row wrap align-end"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <strong className="original-name">{t(`games.originalNames.${game.gameCode}`)}</strong>
      <label className="field">
        <span className="field-label">{t('games.minStake')}</span>
        <input
          inputMode="decimal"
          disabled={!canWrite}
          value={min}
          onChange={(e) => setMin(e.target.value)}
        />
      </label>
      <label className="field">
        <span className="field-label">{t('games.maxStake')}</span>
        <input
          inputMode="decimal"
          disabled={!canWrite}
          value={max}
          onChange={(e) => setMax(e.target.value)}
        />
      </label>
      <span className="muted">
        {t('games.designRtp', { rtp: (game.designRtp * 100).toFixed(2) })}
      </span>
      {canWrite ? (
        <button type="submit" className="btn primary" disabled={save.isPending}>
          {t('common.save')}
        </button>
      ) : null}
    </form>
  );
}

/** The in-house games' stake limits; their return to player is fixed by their maths. */
export function OriginalsPanel({ canWrite }: { canWrite: boolean }) {
  const query = useQuery({
    queryKey: ['admin', 'originals'],
    queryFn: ({ signal }) => callEndpoint(getOriginalsSettingsEndpoint, { signal }),
  });
  return (
    <QueryState query={query}>
      {(data) => (
        <div className="stack">
          {data.games.map((g) => (
            <GameLimits
              key={`${g.gameCode}-${g.minStake}-${g.maxStake}`}
              game={g}
              canWrite={canWrite}
            />
          ))}
        </div>
      )}
    </QueryState>
  );
}
