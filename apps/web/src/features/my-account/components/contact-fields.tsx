import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { PersonalInfo } from '@app/contracts';
import { FormField } from '../../../components/ui/form-field.tsx';

type ContactDraft = { email: string; mobileNum: string; loginPassword: string };

/**
 * E-mail and mobile number: the current ones masked, a new one typed in full, and then the login
 * password again (ASVS 7.5.1), since a password reset goes to them.
 */
export function ContactFields({
  info,
  draft,
  set,
}: {
  info: PersonalInfo;
  draft: ContactDraft;
  set: (key: keyof ContactDraft) => (value: string) => void;
}) {
  const { t } = useTranslation();
  const verified = (is: boolean, has: string | null) =>
    has ? t(is ? 'myAccount.info.verified' : 'myAccount.info.unverified') : undefined;
  return (
    <fieldset className="account-card__group">
      <legend>{t('myAccount.info.contacts')}</legend>
      <FormField
        name="email"
        type="email"
        label={t('myAccount.fields.email')}
        value={draft.email}
        onChange={set('email')}
        placeholder={info.email ?? t('myAccount.info.none')}
        autoComplete="email"
        inputMode="email"
        hint={verified(info.emailVerified, info.email)}
      />
      <FormField
        name="mobileNum"
        type="tel"
        label={t('myAccount.fields.mobileNum')}
        value={draft.mobileNum}
        onChange={set('mobileNum')}
        placeholder={info.mobileNum ?? t('myAccount.info.none')}
        autoComplete="tel"
        inputMode="tel"
        hint={verified(info.mobileVerified, info.mobileNum)}
      />
      {draft.email.trim() || draft.mobileNum.trim() ? (
        <FormField
          name="loginPassword"
          type="password"
          label={t('myAccount.fields.loginPassword')}
          value={draft.loginPassword}
          onChange={set('loginPassword')}
          autoComplete="current-password"
          hint={t('myAccount.info.reauthHint')}
        />
      ) : null}
    </fieldset>
  );
}
