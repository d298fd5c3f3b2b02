import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { SecurityOverview } from '@app/contracts';

/** The security level meter: the score (0–100) as a bar and its level in words. */
export function SecurityMeter({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  return (
    <section className="security-card security-meter" aria-labelledby="security-level">
      <h2 id="security-level" className="security-card__title">
        {t('security.level.title')}{' '}
        <span
          className={`security-meter__level security-meter__level--${overview.level}`}
          data-testid="security-level"
          data-level={overview.level}
        >
          {t(`security.level.${overview.level}`)}
        </span>
      </h2>
      <meter
        className="security-meter__bar"
        min={0}
        max={100}
        low={40}
        high={79}
        optimum={100}
        value={overview.score}
        aria-label={t('security.level.score', { score: overview.score })}
        data-testid="security-score"
      />
      <p className="security-card__text">{t('security.level.hint')}</p>
    </section>
  );
}
