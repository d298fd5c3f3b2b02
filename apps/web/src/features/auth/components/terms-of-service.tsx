import { useTranslation } from 'react-i18next';
import { MINIMUM_AGE } from '@app/contracts';

const SECTIONS = ['account', 'age', 'play', 'bonus', 'money', 'closing'] as const;

/** The terms a visitor agrees to when registering (spec §2 Register: terms modal). */
export function TermsOfService({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  const values = { siteName, age: MINIMUM_AGE };
  return (
    <article className="auth-terms">
      <p>{t('auth.terms.intro', values)}</p>
      {SECTIONS.map((key, index) => (
        <section key={key} className="auth-terms__section">
          <h3 className="auth-terms__heading">
            {index + 1}. {t(`auth.terms.${key}.title`, values)}
          </h3>
          <p>{t(`auth.terms.${key}.text`, values)}</p>
        </section>
      ))}
    </article>
  );
}
