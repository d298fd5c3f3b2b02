import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { MINIMUM_AGE } from '@app/contracts';
import { LegalModal } from './legal-modal.tsx';
import '../locales/pages/strings.ts';

export type LegalText = 'terms' | 'privacy';
/** The terms and the privacy policy, given by the page (they are the legal pages' texts). */
export type LegalTexts = Record<LegalText, ReactNode>;

/**
 * spec §2 Register: the age and terms agreement, ticked by default (unticked, the form cannot be
 * sent), with the links that open the terms and the privacy policy.
 */
export function RegisterAgreement({
  agree,
  onAgree,
  onOpen,
}: {
  agree: boolean;
  onAgree: (agree: boolean) => void;
  onOpen: (text: LegalText) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="auth-agree">
      <label className="auth-check">
        <input
          type="checkbox"
          checked={agree}
          data-testid="register-agree"
          onChange={(event) => onAgree(event.target.checked)}
        />
        <span>{t('auth.register.agree', { age: MINIMUM_AGE })}</span>
      </label>
      <span className="auth-agree__links">
        <button
          type="button"
          className="auth-link"
          data-testid="open-terms"
          onClick={() => onOpen('terms')}
        >
          {t('auth.register.terms')}
        </button>
        <span aria-hidden="true">·</span>
        <button
          type="button"
          className="auth-link"
          data-testid="open-privacy"
          onClick={() => onOpen('privacy')}
        >
          {t('auth.register.privacy')}
        </button>
      </span>
    </div>
  );
}

/** The terms of service or the privacy policy, in their sheet. */
export function RegisterLegalModal({
  text,
  legalTexts,
  onClose,
}: {
  text: LegalText;
  legalTexts: LegalTexts;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <LegalModal
      title={text === 'terms' ? t('auth.register.terms') : t('auth.register.privacy')}
      testId={`${text}-modal`}
      onClose={onClose}
    >
      {legalTexts[text]}
    </LegalModal>
  );
}
