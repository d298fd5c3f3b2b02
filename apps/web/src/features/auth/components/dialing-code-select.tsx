import { useTranslation } from '../../../lib/translation.ts';
import '../locales/pages/strings.ts';

/** The region's dialing codes (spec §2 Login: a country dialing-code picker), Vietnam first. */
export const DIALING_CODES = [
  { code: '+84', region: 'VN' },
  { code: '+855', region: 'KH' },
  { code: '+856', region: 'LA' },
  { code: '+66', region: 'TH' },
  { code: '+95', region: 'MM' },
  { code: '+60', region: 'MY' },
  { code: '+65', region: 'SG' },
  { code: '+62', region: 'ID' },
  { code: '+63', region: 'PH' },
  { code: '+86', region: 'CN' },
] as const;
export const DEFAULT_DIALING_CODE = '+84';

function regionName(region: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}

/**
 * A native select (the phone's own picker) lists "+84 Việt Nam" …; closed, it shows only the code:
 * the select is laid transparent over the code text, so it stays the thing that is tapped.
 */
export function DialingCodeSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (code: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <span className="auth-dialing">
      <span className="auth-dialing__code" aria-hidden="true">
        {value}
      </span>
      <select
        className="auth-dialing__select"
        aria-label={t('auth.fields.dialingCode')}
        data-testid="dialing-code"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {DIALING_CODES.map(({ code, region }) => (
          <option key={code} value={code}>
            {`${code} ${regionName(region, i18n.language)}`}
          </option>
        ))}
      </select>
    </span>
  );
}

/** spec §5 phone reset: the national number as the server counts it (no leading trunk zero). */
export function nationalDigits(mobileNum: string): string {
  return mobileNum.replace(/\D/g, '').replace(/^0+/, '');
}
