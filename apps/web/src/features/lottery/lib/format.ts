import { formatDate } from '@app/client/format';

/** A draw instant in the site language, local time: "02/11/2026 18:15". */
export function formatDrawTime(iso: string | null | undefined, language: string): string {
  return formatDate(iso, language, 'dateTime');
}

/** Just the date of a draw, local: "02/11/2026". */
export function formatDrawDate(iso: string | null | undefined, language: string): string {
  return formatDate(iso, language, 'date');
}

/** Odds as a multiplier: "×80", "×3.45". */
export const formatOdds = (odds: string) => `×${odds}`;
