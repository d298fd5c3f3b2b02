import '../locales/strings.ts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import {
  DICE_GAME_CODE,
  formatAmountMinor,
  isDiceTargetValid,
  ORIGINAL_GAME_CODES,
  parseAmountMinor,
  SLOT_GAME_CODE,
  type DiceDirection,
  type OriginalGameCode,
  type OriginalsRound,
} from '@app/contracts';
import { ApiError } from '@app/client/api-client';
import { errorMessage } from '../../../lib/i18n.ts';
import { formatDate, formatMoney } from '@app/client/format';
import { useRoundToVerify } from '../api/originals-api.ts';
import { checkRound, recompute, type Recomputed, type RoundCheck } from '../lib/verify.ts';
import { OutcomeView } from './outcome-view.tsx';
import './originals.css';

/**
 * `/m/fairness`: anyone can recompute an in-house round in this browser, with the very functions
 * the server plays with: by round id (the server hands out its revealed seeds), or from seeds the
 * player pastes.
 */
export function FairnessPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const roundId = params.get('round');
  const [typed, setTyped] = useState(roundId ?? '');
  const [seeds, setSeeds] = useState<SeedsForm | null>(null);

  return (
    <div className="og-page" data-testid="fairness-page">
      <section className="og-card">
        <h1 className="og-title">{t('originals.verify.title')}</h1>
        <p className="og-muted">{t('originals.verify.intro')}</p>
      </section>
      <section className="og-card" aria-labelledby="og-by-id">
        <h2 id="og-by-id" className="og-card__title">
          {t('originals.verify.byId')}
        </h2>
        <form
          className="og-form"
          onSubmit={(e) => {
            e.preventDefault();
            const id = typed.trim();
            if (id) setParams({ round: id });
          }}
        >
          <label htmlFor="og-round-id">{t('originals.verify.roundId')}</label>
          <div className="og-stake__row">
            <input
              id="og-round-id"
              className="og-stake__input og-mono"
              value={typed}
              autoComplete="off"
              data-testid="round-id-input"
              onChange={(e) => setTyped(e.target.value)}
            />
            <button type="submit" className="og-chip">
              {t('originals.verify.load')}
            </button>
          </div>
        </form>
        {roundId ? <RoundVerification roundId={roundId} onUseSeeds={setSeeds} /> : null}
      </section>
      <SeedsVerification key={JSON.stringify(seeds)} initial={seeds} />
      <Link className="og-link og-center-text" to="/m/inhouse">
        {t('originals.backToLobby')}
      </Link>
    </div>
  );
}

function Check({ ok, label, testId }: { ok: boolean; label: string; testId: string }) {
  return (
    <li className={ok ? 'og-good' : 'og-error-text'} data-testid={testId} data-ok={ok}>
      {ok ? '✓' : '✗'} {label}
    </li>
  );
}

function RoundVerification({
  roundId,
  onUseSeeds,
}: {
  roundId: string;
  onUseSeeds: (seeds: SeedsForm) => void;
}) {
  const { t } = useTranslation();
  const query = useRoundToVerify(roundId);
  const [check, setCheck] = useState<RoundCheck | null>(null);
  const round = query.data?.round;

  useEffect(() => {
    if (!round) return;
    let cancelled = false;
    void checkRound(round).then((c) => {
      if (!cancelled) setCheck(c);
    });
    return () => {
      cancelled = true;
    };
  }, [round]);

  if (query.isPending) return <p className="og-muted">{t('originals.loading')}</p>;
  if (query.error || !round) {
    const e = query.error;
    return (
      <p className="og-error" role="alert">
        {e instanceof ApiError ? errorMessage(e.code) : t('originals.verify.notFound')}
      </p>
    );
  }
  const allOk = check ? check.hashMatches && check.outcomeMatches && check.payoutMatches : null;
  return (
    <div className="og-verify" data-testid="round-verification">
      <RoundFacts round={round} />
      {check ? (
        <>
          <p
            className={allOk ? 'og-verdict is-ok' : 'og-verdict is-bad'}
            data-testid="verify-verdict"
          >
            {allOk ? t('originals.verify.fair') : t('originals.verify.unfair')}
          </p>
          <ul className="og-checks">
            <Check
              ok={check.hashMatches}
              label={t('originals.verify.hashOk')}
              testId="check-hash"
            />
            <Check
              ok={check.outcomeMatches}
              label={t('originals.verify.outcomeOk')}
              testId="check-outcome"
            />
            <Check
              ok={check.payoutMatches}
              label={t('originals.verify.payoutOk', { payout: formatMoney(check.payout) })}
              testId="check-payout"
            />
          </ul>
          <h3 className="og-card__subtitle">{t('originals.verify.recomputed')}</h3>
          <OutcomeView outcome={check.outcome} />
        </>
      ) : (
        <p className="og-muted">{t('originals.verify.computing')}</p>
      )}
      <button
        type="button"
        className="og-link-button"
        data-testid="copy-seeds"
        onClick={() =>
          onUseSeeds({
            game: round.gameCode,
            serverSeed: round.serverSeed,
            clientSeed: round.clientSeed,
            nonce: String(round.nonce),
            target:
              round.outcome.game === 'dice'
                ? formatAmountMinor(BigInt(round.outcome.target))
                : '50.00',
            direction: round.outcome.game === 'dice' ? round.outcome.direction : 'under',
          })
        }
      >
        {t('originals.verify.copyToForm')}
      </button>
    </div>
  );
}

function RoundFacts({ round }: { round: OriginalsRound }) {
  const { t, i18n } = useTranslation();
  const when = formatDate(round.playedAt, i18n.language, 'dateTimeSeconds');
  return (
    <dl className="og-kv">
      <dt>{t('originals.verify.game')}</dt>
      <dd>{t(`originals.games.${round.gameCode}`)}</dd>
      <dt>{t('originals.verify.playedAt')}</dt>
      <dd>{when}</dd>
      <dt>{t('originals.stake')}</dt>
      <dd>{formatMoney(round.stake)}</dd>
      <dt>{t('originals.verify.payout')}</dt>
      <dd data-testid="stored-payout">{formatMoney(round.payout)}</dd>
      <dt>{t('originals.fair.revealedSeed')}</dt>
      <dd className="og-mono">{round.serverSeed}</dd>
      <dt>{t('originals.verify.committedHash')}</dt>
      <dd className="og-mono">{round.serverSeedHash}</dd>
      <dt>{t('originals.fair.clientSeed')}</dt>
      <dd className="og-mono">{round.clientSeed}</dd>
      <dt>{t('originals.fair.nonce')}</dt>
      <dd className="og-mono">{round.nonce}</dd>
    </dl>
  );
}

type SeedsForm = {
  game: OriginalGameCode;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  target: string;
  direction: DiceDirection;
};

const EMPTY: SeedsForm = {
  game: SLOT_GAME_CODE,
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  target: '50.00',
  direction: 'under',
};

function SeedsVerification({ initial }: { initial: SeedsForm | null }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<SeedsForm>(initial ?? EMPTY);
  const [result, setResult] = useState<Recomputed | null>(null);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<SeedsForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const nonce = Number(form.nonce);
    if (!form.serverSeed.trim() || !form.clientSeed.trim()) {
      setError(t('originals.verify.seedsRequired'));
      return;
    }
    if (!/^\d{1,9}$/.test(form.nonce.trim())) {
      setError(t('originals.verify.nonceFormat'));
      return;
    }
    const target = parseAmountMinor(form.target.trim(), 2);
    const dice =
      form.game === DICE_GAME_CODE &&
      target !== null &&
      isDiceTargetValid(Number(target), form.direction)
        ? { target: Number(target), direction: form.direction }
        : null;
    if (form.game === DICE_GAME_CODE && !dice) {
      setError(errorMessage('originals.dice_target_invalid'));
      return;
    }
    setError(null);
    setResult(
      await recompute({
        game: form.game,
        serverSeed: form.serverSeed.trim(),
        clientSeed: form.clientSeed.trim(),
        nonce,
        dice,
      }),
    );
  };

  return (
    <section className="og-card" aria-labelledby="og-by-seeds">
      <h2 id="og-by-seeds" className="og-card__title">
        {t('originals.verify.bySeeds')}
      </h2>
      <form className="og-form" onSubmit={(e) => void submit(e)} data-testid="seeds-form">
        <label htmlFor="og-game">{t('originals.verify.game')}</label>
        <select
          id="og-game"
          className="og-stake__input"
          value={form.game}
          onChange={(e) => set({ game: e.target.value as OriginalGameCode })}
        >
          {ORIGINAL_GAME_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`originals.games.${code}`)}
            </option>
          ))}
        </select>
        <label htmlFor="og-server-seed">{t('originals.verify.serverSeed')}</label>
        <input
          id="og-server-seed"
          className="og-stake__input og-mono"
          value={form.serverSeed}
          autoComplete="off"
          onChange={(e) => set({ serverSeed: e.target.value })}
        />
        <label htmlFor="og-seed-client">{t('originals.fair.clientSeed')}</label>
        <input
          id="og-seed-client"
          className="og-stake__input og-mono"
          value={form.clientSeed}
          autoComplete="off"
          onChange={(e) => set({ clientSeed: e.target.value })}
        />
        <label htmlFor="og-nonce">{t('originals.fair.nonce')}</label>
        <input
          id="og-nonce"
          className="og-stake__input og-mono"
          inputMode="numeric"
          value={form.nonce}
          onChange={(e) => set({ nonce: e.target.value })}
        />
        {form.game === DICE_GAME_CODE ? (
          <>
            <label htmlFor="og-target">{t('originals.verify.target')}</label>
            <div className="og-stake__row">
              <select
                className="og-stake__input"
                aria-label={t('originals.dice.side')}
                value={form.direction}
                onChange={(e) => set({ direction: e.target.value as DiceDirection })}
              >
                <option value="under">{t('originals.dice.under')}</option>
                <option value="over">{t('originals.dice.over')}</option>
              </select>
              <input
                id="og-target"
                className="og-stake__input og-mono"
                inputMode="decimal"
                value={form.target}
                onChange={(e) => set({ target: e.target.value })}
              />
            </div>
          </>
        ) : null}
        {error ? (
          <p className="og-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="og-play" data-testid="compute-button">
          {t('originals.verify.compute')}
        </button>
      </form>
      {result ? (
        <div className="og-verify" data-testid="seeds-result">
          <dl className="og-kv">
            <dt>{t('originals.verify.computedHash')}</dt>
            <dd className="og-mono">{result.serverSeedHash}</dd>
          </dl>
          <OutcomeView outcome={result.outcome} />
        </div>
      ) : null}
    </section>
  );
}
