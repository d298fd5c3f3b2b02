import { useTranslation } from '../../../lib/translation.ts';
import { MINIMUM_AGE } from '@app/contracts';
import '../locales/strings.ts';
import './privacy-policy.css';

const SECTIONS = ['account', 'age', 'play', 'bonus', 'money', 'closing'] as const;

/**
 * The terms of service: the ones a visitor agrees to when registering (spec §2 Register: terms
 * modal) and the first tab of /m/useragreement.
 */
export function TermsOfService({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  const values = { siteName, age: MINIMUM_AGE };
  return (
    <article className="privacy-policy" data-testid="terms-of-service">
      <p className="privacy-policy__intro">{t('terms.intro', values)}</p>
      {SECTIONS.map((key, index) => (
        <section key={key} className="privacy-policy__section">
          <h2 className="privacy-policy__heading">
            <span className="privacy-policy__number" aria-hidden="true">
              {index + 1}
            </span>
            {t(`terms.${key}.title`, values)}
          </h2>
          <p>{t(`terms.${key}.text`, values)}</p>
        </section>
      ))}
    </article>
  );
}
