import { useMemo, useSyncExternalStore } from 'react';
import { mergeLocale, type LocaleTree } from './locale-tree.ts';

/**
 * The site's translator: nested keys, `{{name}}` placeholders, plurals by `count` and a fallback
 * to Vietnamese — all the site asks of a translation library, in the entry at a fraction of
 * i18next's size (docs/decisions/2026-11-28-own-translator.md).
 */

/** What `t` takes besides the key: the placeholders' values, `count` for plurals, a default. */
export type TranslateOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TranslateOptions) => string;

const FALLBACK = 'vi';
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(tree: LocaleTree | undefined, key: string): string | undefined {
  let node: string | LocaleTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

class Translator {
  language = FALLBACK;
  private readonly bundles = new Map<string, LocaleTree>();
  private readonly fixed = new Map<string, TFunction>();
  private readonly listeners = new Set<() => void>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  /** Keys asked for (`t`, `exists`) that no bundle held at the time: a redraw waits for one. */
  private readonly missed = new Set<string>();
  /** Told of every key neither the language nor the fallback holds (the tests fail on one). */
  onMissingKey: ((key: string) => void) | null = null;

  /**
   * The strings of a language, merged into what it holds; existing keys stay unless `overwrite`.
   * `redraw` re-renders the screens that translate when the strings hold a key that was asked
   * for before they arrived (the error texts, which come after the first screen); strings nobody
   * has asked for yet redraw nothing, so their arrival costs no render of the page.
   */
  addStrings(
    language: string,
    strings: LocaleTree,
    { overwrite = true, redraw = false } = {},
  ): void {
    const bundle = this.bundles.get(language);
    this.bundles.set(language, bundle ? mergeLocale(bundle, strings, overwrite) : strings);
    if (!redraw) return;
    let answered = false;
    for (const key of this.missed) {
      if (lookup(strings, key) === undefined) continue;
      this.missed.delete(key);
      answered = true;
    }
    if (answered) this.notify();
  }

  hasStrings(language: string): boolean {
    return this.bundles.has(language);
  }

  /** One string of one language as stored, without fallback or placeholders. */
  getString(language: string, key: string): string | undefined {
    return lookup(this.bundles.get(language), key);
  }

  exists(key: string): boolean {
    if (this.find(key) !== undefined) return true;
    this.missed.add(key);
    return false;
  }

  changeLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    this.notify();
  }

  /** Changes with the language and with every redrawing addition of strings. */
  version = 0;

  private notify(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  t: TFunction = (key, options) => this.translate(this.language, key, options);

  /** A `t` bound to one language: a new function per language, so memoised texts follow it. */
  fixedT(language: string): TFunction {
    let t = this.fixed.get(language);
    if (!t) {
      t = (key, options) => this.translate(language, key, options);
      this.fixed.set(language, t);
    }
    return t;
  }

  private find(key: string, language = this.language): string | undefined {
    return lookup(this.bundles.get(language), key) ?? lookup(this.bundles.get(FALLBACK), key);
  }

  private pluralKey(language: string, key: string, count: number): string | undefined {
    if (count === 0) {
      const zero = this.find(`${key}_zero`, language);
      if (zero !== undefined) return zero;
    }
    let rules = this.plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.plurals.set(language, rules);
    }
    return (
      this.find(`${key}_${rules.select(count)}`, language) ?? this.find(`${key}_other`, language)
    );
  }

  private translate(language: string, key: string, options?: TranslateOptions): string {
    const count = options?.count;
    const found =
      (typeof count === 'number' ? this.pluralKey(language, key, count) : undefined) ??
      this.find(key, language);
    if (found === undefined) {
      this.missed.add(key);
      if (options?.defaultValue !== undefined) return options.defaultValue;
      this.onMissingKey?.(key);
      return key;
    }
    if (!options || !found.includes('{{')) return found;
    return found.replace(PLACEHOLDER, (match, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? match : String(value);
    });
  }
}

/** The one translator of the page. */
export const i18n = new Translator();

/**
 * The current language's `t` and the translator; the component re-renders when the language changes
 * or strings it may have asked for too early arrive.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const version = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.version,
    () => i18n.version,
  );
  const language = i18n.language;
  // A new object when strings arrive, so that a memoised text asks again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => ({ t: i18n.fixedT(language), i18n }), [language, version]);
}
