/** A locale file's shape: nested keys down to strings. */
export type LocaleTree = { [key: string]: string | LocaleTree };

/**
 * A new tree with `source` merged in; neither tree is changed. Keys `target` holds stay unless
 * `overwrite`.
 */
export function mergeLocale(target: LocaleTree, source: LocaleTree, overwrite = true): LocaleTree {
  const out: LocaleTree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    if (typeof value === 'object' && typeof existing === 'object') {
      out[key] = mergeLocale(existing, value, overwrite);
    } else if (existing === undefined || overwrite) {
      out[key] = value;
    }
  }
  return out;
}

/**
 * The strings of one language: the shared locale file plus every feature's file of that language
 * (features/<feature>/locales/<vi|en>.json), so that a feature adds its strings without touching
 * the shared files.
 */
export function mergeLocales(
  shared: LocaleTree,
  features: Record<string, { default: LocaleTree }>,
): LocaleTree {
  let out = shared;
  for (const path of Object.keys(features).sort()) out = mergeLocale(out, features[path]!.default);
  return out;
}
