/**
 * Boot data a framed page's HTML carries (`<script type="application/json" id="…">`, written by
 * apps/server/src/plugins/page-shell.ts): read once and removed, so that a later query asks the
 * server; undefined when absent or not JSON.
 */
export function takeBootJson(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}
