import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@app/client/format';

/** The console's language as the shared formatters name it. */
export function useFormatLanguage(): 'TY' | 'EN' {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'EN' : 'TY';
}

/** An amount in đồng with grouped thousands. */
export function Money({ value, signed }: { value: string | null | undefined; signed?: boolean }) {
  if (value === null || value === undefined) return <span className="muted">—</span>;
  const negative = value.startsWith('-');
  return (
    <span className={`money${negative ? ' negative' : ''}`}>{formatMoney(value, { signed })}</span>
  );
}

/** A moment in Vietnam time, in the console's language. */
export function When({
  value,
  style = 'dateTime',
}: {
  value: string | null | undefined;
  style?: 'dateTime' | 'date' | 'dateTimeSeconds';
}) {
  const language = useFormatLanguage();
  if (!value) return <span className="muted">—</span>;
  return <time dateTime={value}>{formatDate(value, language, style, 'Asia/Ho_Chi_Minh')}</time>;
}
