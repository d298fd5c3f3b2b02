/**
 * Boot data a framed page's HTML carries (`<script type="application/json" id="…">`, written by
 * apps/server/src/plugins/page-shell.ts): read once and removed, so that a later query asks the
 * server; undefined when absent or not JSON.
 */
export function takeBootJson(id: string): unknown {
  return takeBootJsonIf(id, () => true);
}

/**
 * Boot data the reader wants (`wanted` says so of the parsed value), read and removed; left in
 * the page for another reader otherwise (a page's banners, whose group the caller may not ask
 * for). Undefined when absent, not JSON, or not wanted.
 */
export function takeBootJsonIf(id: string, wanted: (value: unknown) => boolean): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (!element) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    element.remove();
    return undefined;
  }
  if (!wanted(value)) return undefined;
  element.remove();
  return value;
}

/**
 * The value of a call's answer a page's HTML carried as boot data (the envelope the call sends,
 * `{ success: true, value }`), read and removed; undefined when absent, not JSON or not a success.
 * The caller checks the value's shape.
 */
export function takeBootAnswer<T>(id: string): Partial<T> | undefined {
  const envelope = takeBootJson(id) as { success?: unknown; value?: Partial<T> | null } | undefined;
  return envelope?.success === true && envelope.value ? envelope.value : undefined;
}
