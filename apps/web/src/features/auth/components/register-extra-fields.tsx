import { useTranslation } from '../../../lib/translation.ts';
import { FormField, type FormFieldProps } from '../../../components/ui/form-field.tsx';
import type { ExtraField } from '../lib/register-fields.ts';
import type { RegisterFields } from './use-register-fields.ts';
import '../locales/pages/strings.ts';

/** Input details of the extra fields (type, autofill). */
const EXTRA_INPUT: Partial<Record<ExtraField, Partial<FormFieldProps>>> = {
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  paymentPassword: { type: 'password', autoComplete: 'off' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  zalo: { type: 'tel', inputMode: 'tel' },
};

/**
 * The optional fields the operator turned on (spec §3: name, e-mail, contacts …), then the
 * invitation code, or the note that the link's code is applied (spec §4 Registration affiliate).
 */
export function RegisterExtraFields({ form }: { form: RegisterFields }) {
  const { t } = useTranslation();
  const { rules, link, textFieldProps } = form;
  return (
    <>
      {rules.extra.map((r) => {
        const name = r.name as ExtraField;
        return (
          <FormField
            key={name}
            {...textFieldProps(name)}
            required={r.required}
            {...EXTRA_INPUT[name]}
          />
        );
      })}
      {form.affiliateShown ? (
        <FormField
          {...textFieldProps('affiliateCode')}
          required={rules.affiliateCode.required}
          maxLength={32}
        />
      ) : null}
      {link.linkCheck === 'valid' ? (
        <p className="ui-form__note" data-testid="affiliate-applied">
          {t('auth.register.affiliateApplied', { code: link.linkCode })}
        </p>
      ) : null}
    </>
  );
}
