import { useTranslation } from '../../../lib/translation.ts';
import { MINIMUM_AGE } from '@app/contracts';
import '../locales/strings.ts';
import './privacy-policy.css';

/** Section keys of the policy, in order, under `privacy.sections` in the locale files. */
const SECTIONS = [
  'scope',
  'age',
  'collect',
  'use',
  'share',
  'security',
  'cookies',
  'rights',
  'retention',
  'changes',
  'contact',
] as const;

/** spec §2 "Privacy policy": static text, minimum age 18 (spec §9). */
export function PrivacyPolicy({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  const values = { siteName, age: MINIMUM_AGE };
  return (
    <article className="privacy-policy">
      <p className="privacy-policy__intro">{t('privacy.intro', values)}</p>
      <p className="privacy-policy__updated">{t('privacy.updated')}</p>
      {SECTIONS.map((key, index) => (
        <section key={key} className="privacy-policy__section">
          <h2 className="privacy-policy__heading">
            <span className="privacy-policy__number" aria-hidden="true">
              {index + 1}
            </span>
            {t(`privacy.sections.${key}.title`, values)}
          </h2>
          <p>{t(`privacy.sections.${key}.text`, values)}</p>
        </section>
      ))}
    </article>
  );
}
