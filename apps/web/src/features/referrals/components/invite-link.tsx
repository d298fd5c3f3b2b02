import '../locales/strings.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { invitationLink } from '@app/contracts';
import { QrImage } from '../../../components/ui/qr-image.tsx';

type Copied = 'code' | 'link' | null;

/** Copies a text; answers whether the browser took it. */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The member's referral link with its QR code, the code with a copy button, and a share button:
 * the device's share sheet where there is one, else the link is copied.
 */
export function InviteLink({ code }: { code: string }) {
  const { t } = useTranslation();
  const link = invitationLink(window.location.origin, code);
  const [copied, setCopied] = useState<Copied>(null);
  const copyThis = (what: Exclude<Copied, null>) => {
    void copy(what === 'code' ? code : link).then((ok) => setCopied(ok ? what : null));
  };
  const share = () => {
    if (typeof navigator.share === 'function') {
      navigator
        .share({ title: t('referral.shareTitle'), text: t('referral.shareText'), url: link })
        .catch(() => {
          // The member closed the share sheet.
        });
    } else {
      copyThis('link');
    }
  };
  return (
    <section className="referral__card referral__invite" data-testid="referral-invite">
      <QrImage
        text={link}
        size={164}
        alt={t('referral.qr')}
        className="referral__qr"
        testId="referral-qr"
      />
      <p className="referral__label">{t('referral.code')}</p>
      <div className="referral__row">
        <strong className="referral__code" data-testid="referral-code">
          {code}
        </strong>
        <button
          type="button"
          className="btn btn--outline btn--small"
          onClick={() => copyThis('code')}
          data-testid="referral-copy-code"
        >
          {copied === 'code' ? t('referral.copied') : t('referral.copy')}
        </button>
      </div>
      <p className="referral__label">{t('referral.link')}</p>
      <p className="referral__link" data-testid="referral-link">
        {link}
      </p>
      <div className="referral__actions">
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => copyThis('link')}
          data-testid="referral-copy-link"
        >
          {copied === 'link' ? t('referral.copied') : t('referral.copyLink')}
        </button>
        <button
          type="button"
          className="btn btn--gold"
          onClick={share}
          data-testid="referral-share"
        >
          {t('referral.share')}
        </button>
      </div>
    </section>
  );
}
