/** A locale file's shape: nested keys down to strings. */
export type LocaleTree = { [key: string]: string | LocaleTree };

function mergeLocale(target: LocaleTree, source: LocaleTree): LocaleTree {
  const out: LocaleTree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    out[key] =
      typeof value === 'object' && typeof existing === 'object'
        ? mergeLocale(existing, value)
        : value;
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
