import '../locales/strings.ts';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { OriginalsRound } from '@app/contracts';
import { formatDate, formatMoney } from '@app/client/format';
import { outcomeSummary } from './outcome-view.tsx';

/** The last 10 rounds of the game, each with a link to verify it. */
export function RoundHistory({ rounds }: { rounds: OriginalsRound[] | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="og-card" aria-labelledby="og-history-title">
      <h2 id="og-history-title" className="og-card__title">
        {t('originals.history.title')}
      </h2>
      {!rounds || rounds.length === 0 ? (
        <p className="og-muted">{t('originals.history.empty')}</p>
      ) : (
        <ol className="og-history" data-testid="round-history">
          {rounds.map((r) => {
            const won = r.payout !== '0.00';
            return (
              <li key={r.roundId} className="og-history__item" data-testid="history-round">
                <div className="og-history__main">
                  <span className="og-muted">
                    {formatDate(r.playedAt, i18n.language, 'time')} · #{r.nonce}
                  </span>
                  <span>{outcomeSummary(t, r.outcome)}</span>
                </div>
                <div className="og-history__money">
                  <span className="og-muted">-{formatMoney(r.stake)}</span>
                  <span className={won ? 'og-good' : 'og-muted'}>+{formatMoney(r.payout)}</span>
                  <Link
                    className="og-link"
                    to={`/m/fairness?round=${encodeURIComponent(r.roundId)}`}
                    aria-label={t('originals.history.verifyRound', { nonce: r.nonce })}
                  >
                    {t('originals.history.verify')}
                  </Link>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
