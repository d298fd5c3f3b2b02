/**
 * The back office enters and shows times in the merchant's time (Vietnam, UTC+7, no daylight
 * saving), whatever the operator's computer is set to.
 */
const OFFSET_MS = 7 * 60 * 60 * 1000;

/** An instant as the value of a datetime-local input, in Vietnam time. */
export function toVnInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(Date.parse(iso) + OFFSET_MS);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

/** A datetime-local value read as Vietnam time, as an ISO instant; undefined when empty. */
export function fromVnInput(value: string): string | undefined {
  if (!value) return undefined;
  const ms = Date.parse(`${value}:00+07:00`);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** Today's merchant day as YYYY-MM-DD. */
export function vnToday(now = Date.now()): string {
  return new Date(now + OFFSET_MS).toISOString().slice(0, 10);
}

/** The merchant day `days` before `day` (YYYY-MM-DD). */
export function vnDayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
