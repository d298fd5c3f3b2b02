import type { SiteLanguage } from '@app/contracts';

/**
 * The texts the server sends a person (SMS, e-mail), in the language of the site they were using
 * when they asked (docs/decisions/2026-11-24-player-path-details.md). Vietnamese SMS are written
 * without diacritics: with them a text is UCS-2 (70 characters a part, often two parts) and many
 * Vietnamese brand-name gateways refuse it.
 */

/** The SMS carrying a verification code. */
export function smsCodeText(
  language: SiteLanguage,
  siteName: string,
  code: string,
  minutes: number,
): string {
  if (language === 'EN') {
    return `${siteName}: ${code} is your verification code. It expires in ${minutes} minutes. Do not share it with anyone.`;
  }
  return `${siteName}: ${code} la ma xac minh cua ban, hieu luc trong ${minutes} phut. Khong chia se ma nay voi bat ky ai.`;
}

/** The e-mail with a password-reset link. */
export function passwordResetMail(
  language: SiteLanguage,
  siteName: string,
  link: string,
): { subject: string; text: string } {
  if (language === 'EN') {
    return {
      subject: `${siteName}: reset your password`,
      text: `Open this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail.`,
    };
  }
  return {
    subject: `${siteName}: đặt lại mật khẩu`,
    text: `Mở liên kết này trong vòng một giờ để chọn mật khẩu mới:\n${link}\n\nNếu bạn không yêu cầu, hãy bỏ qua e-mail này.`,
  };
}
