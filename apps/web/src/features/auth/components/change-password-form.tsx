import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { TIMERS, ruleFor, type SiteInfo } from '@app/contracts';
import { ApiError } from '@app/client/api-client';
import { updateSession, useSession } from '../../../lib/session.ts';
import { changePassword } from '../api/change-password.ts';
import {
  checkRule,
  errorKey,
  serverFieldError,
  useFieldErrors,
  type FieldError,
  type FieldErrors,
} from '../../../lib/form-errors.ts';
import { readRememberedLogin, updateRememberedPassword } from '../lib/remembered-login.ts';
import { AlertDialog } from './alert-dialog.tsx';
import { FormError, FormField } from '../../../components/ui/form-field.tsx';
import { checkNewPassword, NewPasswordFields } from './new-password-fields.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import './auth-form.css';
import '../locales/pages/strings.ts';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
const ORDER = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/**
 * spec §2 "Change password", §4, §5: the old password is asked only when no password is
 * remembered for this account; new = old stops at a dialog; success rotates the token, updates
 * the remembered password and goes home after 1 s.
 */
export function ChangePasswordForm({ info }: { info: SiteInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const toast = useToast();
  const userName = session?.userName ?? '';
  /** undefined while the remembered login is read; null when none is stored for this account. */
  const [stored, setStored] = useState<string | null | undefined>(undefined);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmNewPassword, setConfirm] = useState('');
  const [sameDialog, setSameDialog] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<FieldError | null>(null);
  const { errors, setError, inputRef, report } = useFieldErrors<Field>();
  const oldRule = ruleFor(info.fieldRules, 'loginPassword', { required: true });
  const newRule = ruleFor(info.fieldRules, 'password', { required: true });

  useEffect(() => {
    let live = true;
    void readRememberedLogin().then((login) => {
      if (!live) return;
      const mine = login && userName && login.username.toLowerCase() === userName.toLowerCase();
      setStored(mine ? login.password : null);
    });
    return () => {
      live = false;
    };
  }, [userName]);

  const askOld = stored === null;
  const old = askOld ? oldPassword : (stored ?? '');

  const check = (
    field: Field,
    next = newPassword,
    confirm = confirmNewPassword,
  ): FieldError | null => {
    switch (field) {
      case 'oldPassword':
        return askOld ? checkRule(oldRule, oldPassword) : null;
      case 'newPassword':
      case 'confirmNewPassword':
        return checkNewPassword(field, newRule, next, confirm);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || stored === undefined) return;
    setFormError(null);
    const found: FieldErrors<Field> = {};
    for (const field of ORDER) found[field] = check(field);
    if (report(found, ORDER)) return;
    // spec §4: new equal to old shows a dialog and stops.
    if (newPassword === old) {
      setSameDialog(true);
      return;
    }
    setPending(true);
    toast.show(t('messages.in_please_wait'), 'loading', TIMERS.passwordLoading);
    try {
      const token = await changePassword({ oldPassword: old, newPassword, confirmNewPassword });
      if (session) updateSession(session.token, { token, firstTimeLogin: false });
      if (userName) await updateRememberedPassword(userName, newPassword);
      toast.show(t('messages.changeSaved'), 'success', TIMERS.successToast);
      setTimeout(() => void navigate('/m/home', { replace: true }), TIMERS.redirectDelay);
    } catch (error) {
      // spec §4: a failure hides the loading only (and says why).
      toast.hide();
      setPending(false);
      if (error instanceof ApiError && error.code === 'password.old_incorrect' && !askOld) {
        // The remembered password is out of date: ask for the old one after all.
        setStored(null);
      }
      const onField = serverFieldError(error);
      const field = ORDER.find((name) => name === onField?.field);
      if (onField && field && (field !== 'oldPassword' || askOld))
        report({ [field]: onField.error }, ORDER);
      else setFormError({ key: errorKey(error) });
    }
  };

  const message = (field: Field) => {
    const error = errors[field];
    return error ? t(error.key, error.values) : null;
  };

  return (
    <form
      className="ui-form ui-form--page"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-testid="change-password-form"
    >
      <p className="ui-form__intro">{t('auth.changePassword.intro')}</p>
      {/* For password managers: whose password this is (spec §2: hidden read-only username). */}
      <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
      {askOld ? (
        <FormField
          name="oldPassword"
          type="password"
          label={t('auth.fields.oldPassword')}
          value={oldPassword}
          required
          onChange={(v) => {
            setOldPassword(v);
            if (errors.oldPassword) setError('oldPassword', null);
          }}
          onBlur={() => oldPassword && setError('oldPassword', check('oldPassword'))}
          error={message('oldPassword')}
          placeholder={t('auth.placeholders.oldPassword')}
          autoComplete="current-password"
          maxLength={128}
          inputRef={inputRef('oldPassword')}
        />
      ) : null}
      <NewPasswordFields
        rule={newRule}
        newPassword={newPassword}
        confirm={confirmNewPassword}
        onNewPassword={setNewPassword}
        onConfirm={setConfirm}
        errors={errors}
        setError={setError}
        inputRef={inputRef}
      />
      <FormError error={formError} />
      <button
        type="submit"
        className="btn btn--gold btn--block"
        disabled={pending || stored === undefined}
        data-testid="change-password-submit"
      >
        {t('common.confirm')}
      </button>
      {sameDialog ? (
        <AlertDialog
          title={t('auth.changePassword.sameTitle')}
          text={t('errors.modify.new.old.same')}
          buttonLabel={t('auth.changePassword.ok')}
          testId="same-password-dialog"
          onClose={() => setSameDialog(false)}
        />
      ) : null}
      {toast.node}
    </form>
  );
}
