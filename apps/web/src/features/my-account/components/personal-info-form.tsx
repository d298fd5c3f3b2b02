import '../locales/strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { MESSAGING_IDS, type PersonalInfo, type PersonalInfoBody } from '@app/contracts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorKey } from '../../../lib/form-errors.ts';
import { useUpdatePersonalInfo } from '../api/update-personal-info.ts';
import { ContactFields } from './contact-fields.tsx';

type Draft = Record<'payeeName' | 'birthday' | (typeof MESSAGING_IDS)[number], string> & {
  email: string;
  mobileNum: string;
  loginPassword: string;
};

function draftOf(info: PersonalInfo): Draft {
  return {
    payeeName: info.payeeName ?? '',
    birthday: info.birthday ?? '',
    zalo: info.zalo ?? '',
    facebook: info.facebook ?? '',
    whatsapp: info.whatsapp ?? '',
    line: info.line ?? '',
    wechat: info.wechat ?? '',
    qqNum: info.qqNum ?? '',
    email: '',
    mobileNum: '',
    loginPassword: '',
  };
}

/** Only what changed is sent; a new e-mail or mobile number goes with the login password. */
export function changesOf(info: PersonalInfo, draft: Draft): PersonalInfoBody {
  const body: PersonalInfoBody = {};
  if (!info.payeeName && draft.payeeName.trim()) body.payeeName = draft.payeeName.trim();
  if (!info.birthday && draft.birthday.trim()) body.birthday = draft.birthday.trim();
  for (const key of MESSAGING_IDS) {
    if (draft[key].trim() !== (info[key] ?? '')) body[key] = draft[key].trim();
  }
  if (draft.email.trim()) body.email = draft.email.trim();
  if (draft.mobileNum.trim()) body.mobileNum = draft.mobileNum.trim();
  if (body.email !== undefined || body.mobileNum !== undefined) {
    body.loginPassword = draft.loginPassword;
  }
  return body;
}

/**
 * My account's personal info (spec §7): real name (the payee name of withdrawals) and birthday,
 * set once; e-mail and mobile number; the messaging ids of the registration payload (spec §3).
 */
export function PersonalInfoForm({ info }: { info: PersonalInfo }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(info));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const mutation = useUpdatePersonalInfo();
  const set = (key: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setError(null);
    setSaved(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = changesOf(info, draft);
    if (Object.keys(body).length === 0) return;
    mutation.mutate(body, {
      onSuccess: (next) => {
        setDraft(draftOf(next));
        setSaved(true);
      },
      onError: (e) => setError(t(errorKey(e))),
    });
  };

  return (
    <form className="account-card" noValidate onSubmit={onSubmit} data-testid="personal-info-form">
      <h2 className="account-card__title">{t('myAccount.info.title')}</h2>
      <FormField
        name="payeeName"
        label={t('myAccount.fields.payeeName')}
        value={draft.payeeName}
        onChange={set('payeeName')}
        readOnly={!!info.payeeName}
        autoComplete="name"
        hint={t(info.payeeName ? 'myAccount.info.setOnceDone' : 'myAccount.info.payeeHint')}
      />
      <FormField
        name="birthday"
        label={t('myAccount.fields.birthday')}
        value={draft.birthday}
        onChange={set('birthday')}
        readOnly={!!info.birthday}
        placeholder="YYYY-MM-DD"
        inputMode="numeric"
        autoComplete="bday"
        hint={t(info.birthday ? 'myAccount.info.setOnceDone' : 'myAccount.info.birthdayHint')}
      />
      <ContactFields info={info} draft={draft} set={set} />
      <fieldset className="account-card__group">
        <legend>{t('myAccount.info.messaging')}</legend>
        {MESSAGING_IDS.map((key) => (
          <FormField
            key={key}
            name={key}
            label={t(`myAccount.fields.${key}`)}
            value={draft[key]}
            onChange={set(key)}
            maxLength={128}
          />
        ))}
      </fieldset>
      {saved ? (
        <p className="account-card__saved" role="status" data-testid="personal-info-saved">
          {t('messages.changeSaved')}
        </p>
      ) : null}
      {error ? (
        <p className="ui-form__error" role="alert" data-testid="personal-info-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--gold btn--block"
        disabled={mutation.isPending}
        data-testid="personal-info-submit"
      >
        {t('myAccount.save')}
      </button>
    </form>
  );
}
