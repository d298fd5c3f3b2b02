import { i18n } from './translation.ts';

let loading: Promise<void> | undefined;

/**
 * The error texts of the features' codes (`locales/errors.vi.json`): a chunk of their own, loaded
 * once the first screen is up or as soon as a code without its text is shown. The entry keeps the
 * texts of the codes any first screen can meet (loading, network, session, gate, rate limits).
 * Screens that translate are drawn again when they arrive, so an error shown before them reads
 * right a moment later. English holds all its error texts in its own chunk.
 */
export function loadErrorStrings(): Promise<void> {
  loading ??= import('../locales/errors.vi.json').then(
    ({ default: strings }) => i18n.addStrings('vi', strings, { overwrite: false, redraw: true }),
    (error: unknown) => {
      // A failed fetch (offline) is tried again the next time a text is missing.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
