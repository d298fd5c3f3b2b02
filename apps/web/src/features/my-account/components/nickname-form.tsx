import '../locales/strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { NICKNAME_MAX, NICKNAME_MIN, nicknameProblem } from '@app/contracts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorKey } from '../../../lib/form-errors.ts';
import { useSetNickname } from '../api/set-nickname.ts';

/** spec §7 nickname, with its rules checked before the call (the server checks them again). */
export function NicknameForm({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const [nickname, setNickname] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const mutation = useSetNickname();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const problem = nicknameProblem(nickname);
    if (problem) {
      setError(t(`errors.profile.nickname_${problem}`));
      return;
    }
    setError(null);
    mutation.mutate(nickname, {
      onSuccess: () => setSaved(true),
      onError: (e) => setError(t(errorKey(e))),
    });
  };

  return (
    <form className="account-card" noValidate onSubmit={onSubmit} data-testid="nickname-form">
      <h2 className="account-card__title">{t('myAccount.nickname.title')}</h2>
      <FormField
        name="nickname"
        label={t('myAccount.fields.nickname')}
        value={nickname}
        onChange={(value) => {
          setNickname(value);
          setError(null);
          setSaved(false);
        }}
        maxLength={NICKNAME_MAX + 8}
        hint={t('myAccount.nickname.rules', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
        error={error}
      />
      {saved ? (
        <p className="account-card__saved" role="status">
          {t('messages.changeSaved')}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--gold btn--block"
        disabled={mutation.isPending}
        data-testid="nickname-submit"
      >
        {t('myAccount.save')}
      </button>
    </form>
  );
}
