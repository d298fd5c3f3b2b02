import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

// The English texts of the site: every value of en.json (the shared file and every feature's) that
// the Vietnamese files do not use. A page of the Vietnamese site (TY, spec §1) shows none of them.

const WEB_SRC = fileURLToPath(new URL('../../apps/web/src/', import.meta.url));

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else flatten(value, name, out);
  }
  return out;
}

function readLocale(dir: string, language: 'en' | 'vi'): Map<string, string> {
  return flatten(JSON.parse(fs.readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Tree);
}

/**
 * Brand and game names (the issue sets those aside) that the English file spells differently from
 * the Vietnamese one, each with its reason; empty while none is needed.
 */
const ALLOWED = new Set<string>([]);

type EnglishText = { key: string; text: string; pattern: RegExp; whole: boolean };

/** Every English-only text: a pattern for it ({{name}} matches anything) and how to look for it. */
function englishTexts(): EnglishText[] {
  const dirs = [
    path.join(WEB_SRC, 'locales'),
    ...fs
      .readdirSync(path.join(WEB_SRC, 'features'))
      .map((feature) => path.join(WEB_SRC, 'features', feature, 'locales'))
      .filter((dir) => fs.existsSync(path.join(dir, 'en.json'))),
  ];
  // A text the Vietnamese file itself uses anywhere is a word of the Vietnamese site ("Hot", "VIP").
  const vietnamese = new Set(dirs.flatMap((dir) => [...readLocale(dir, 'vi').values()]));
  const out: EnglishText[] = [];
  for (const dir of dirs) {
    const en = readLocale(dir, 'en');
    for (const [key, text] of en) {
      if (vietnamese.has(text) || ALLOWED.has(text)) continue;
      const fixed = text.split(/\{\{[^}]+\}\}/);
      const pattern = new RegExp(
        fixed.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?'),
      );
      // A short text (one word, "Close") only counts as a whole text on screen; a phrase counts
      // wherever it appears.
      const longest = Math.max(...fixed.map((part) => part.trim().length));
      const whole = longest < 12 || !/\s/.test(text.trim());
      if (longest === 0) continue;
      out.push({ key, text, pattern, whole });
    }
  }
  return out;
}

export const ENGLISH = englishTexts();

/** The texts a visitor sees: each text node on screen and each placeholder, trimmed. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      texts.push(text);
    }
    for (const input of document.querySelectorAll<HTMLInputElement>('[placeholder]')) {
      if (input.checkVisibility()) texts.push(input.placeholder.trim());
    }
    return texts;
  });
}

/** The English texts on the page now, as "key: text" lines. */
export async function englishOnPage(page: Page): Promise<string[]> {
  const texts = await shownTexts(page);
  const joined = texts.join('\n');
  const found = new Set<string>();
  for (const english of ENGLISH) {
    const hit = english.whole
      ? texts.some((t) => new RegExp(`^(?:${english.pattern.source})$`).test(t))
      : english.pattern.test(joined);
    if (hit) found.add(`${english.key}: ${english.text}`);
  }
  return [...found];
}
