/** A message's date and time as YYYY-MM-DD HH:mm in the visitor's time zone (spec §2 date style). */
export function formatMessageDate(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
