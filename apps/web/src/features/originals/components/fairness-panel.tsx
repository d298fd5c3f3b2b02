import '../locales/strings.ts';
import { useState, type FormEvent } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { ClientSeedSchema, type OriginalsRound, type OriginalsState } from '@app/contracts';

/**
 * Provably fair, in the game: the SHA-256 of the next round's server seed (committed before the
 * round), the player's client seed (changeable), the nonce; after a round, its revealed seed.
 */
export function FairnessPanel({
  state,
  lastRound,
  onClientSeed,
  busy,
}: {
  state: OriginalsState;
  lastRound: OriginalsRound | null;
  onClientSeed: (seed: string) => Promise<boolean>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [seed, setSeed] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ClientSeedSchema.safeParse(seed.trim()).success) {
      setError(t('originals.fair.seedFormat'));
      return;
    }
    setError(null);
    if (await onClientSeed(seed.trim())) setEditing(false);
  };

  return (
    <section
      className="og-card og-fair"
      aria-labelledby="og-fair-title"
      data-testid="fairness-panel"
    >
      <h2 id="og-fair-title" className="og-card__title">
        {t('originals.fair.title')}
      </h2>
      <dl className="og-kv">
        <dt>{t('originals.fair.nextHash')}</dt>
        <dd className="og-mono" data-testid="next-seed-hash">
          {state.serverSeedHash}
        </dd>
        <dt>{t('originals.fair.clientSeed')}</dt>
        <dd className="og-mono">
          <span data-testid="client-seed">{state.clientSeed}</span>{' '}
          {!editing ? (
            <button
              type="button"
              className="og-link-button"
              onClick={() => {
                setSeed(state.clientSeed);
                setEditing(true);
              }}
            >
              {t('originals.fair.change')}
            </button>
          ) : null}
        </dd>
        <dt>{t('originals.fair.nonce')}</dt>
        <dd className="og-mono" data-testid="next-nonce">
          {state.nonce}
        </dd>
      </dl>
      {editing ? (
        <form className="og-seed-form" onSubmit={(e) => void submit(e)}>
          <label htmlFor="og-client-seed">{t('originals.fair.newClientSeed')}</label>
          <div className="og-stake__row">
            <input
              id="og-client-seed"
              className="og-stake__input"
              value={seed}
              maxLength={64}
              autoComplete="off"
              data-testid="client-seed-input"
              onChange={(e) => setSeed(e.target.value)}
            />
            <button type="submit" className="og-chip" disabled={busy}>
              {t('originals.fair.save')}
            </button>
          </div>
          {error ? <p className="og-error">{error}</p> : null}
        </form>
      ) : null}
      {lastRound ? (
        <div className="og-revealed" data-testid="revealed-seed">
          <p className="og-card__subtitle">
            {t('originals.fair.lastRound', { nonce: lastRound.nonce })}
          </p>
          <dl className="og-kv">
            <dt>{t('originals.fair.revealedSeed')}</dt>
            <dd className="og-mono" data-testid="revealed-server-seed">
              {lastRound.serverSeed}
            </dd>
            <dt>{t('originals.fair.itsHash')}</dt>
            <dd className="og-mono">{lastRound.serverSeedHash}</dd>
          </dl>
          <Link
            className="og-link"
            to={`/m/fairness?round=${encodeURIComponent(lastRound.roundId)}`}
            data-testid="verify-last-round"
          >
            {t('originals.fair.verifyThis')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
