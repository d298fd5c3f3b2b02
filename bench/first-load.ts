/**
 * The JavaScript and CSS a built index.html makes the browser fetch before the site can run (the
 * entry module, every modulepreload, the stylesheets), measured gzipped at level 9 as a server
 * would send them. Shared by the bundle benchmark and the budget check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type Asset = {
  file: string;
  kind: 'entry' | 'modulepreload' | 'stylesheet';
  raw: number;
  gzip: number;
};

/** The asset URLs an index.html references, by kind. */
export function parseIndexHtml(html: string): Array<{ url: string; kind: Asset['kind'] }> {
  const found: Array<{ url: string; kind: Asset['kind'] }> = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) =>
      tag
        .match(new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
        ?.slice(2)
        .find(Boolean);
    if (/^<script/i.test(tag) && attr('type') === 'module' && attr('src')) {
      found.push({ url: attr('src')!, kind: 'entry' });
    } else if (/^<link/i.test(tag) && attr('href')) {
      const rel = attr('rel')?.toLowerCase();
      if (rel === 'modulepreload') found.push({ url: attr('href')!, kind: 'modulepreload' });
      if (rel === 'stylesheet') found.push({ url: attr('href')!, kind: 'stylesheet' });
    }
  }
  return found;
}

export function measure(file: string): { raw: number; gzip: number } {
  const bytes = fs.readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The file in dist for a URL the page uses (the site is built with base /m/). */
export function fileFor(dist: string, url: string): string {
  const pathname = new URL(url, 'http://site/m/').pathname.replace(/^\/m\//, '/');
  const file = path.join(dist, pathname);
  if (!file.startsWith(dist + path.sep)) throw new Error(`asset outside dist: ${url}`);
  return file;
}

/** The first load of a built site's index.html: its scripts and its stylesheets, measured. */
export function firstLoad(dist: string): { js: Asset[]; css: Asset[] } {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const assets: Asset[] = parseIndexHtml(html).map(({ url, kind }) => ({
    file: path.relative(dist, fileFor(dist, url)),
    kind,
    ...measure(fileFor(dist, url)),
  }));
  return {
    js: assets.filter((a) => a.kind !== 'stylesheet'),
    css: assets.filter((a) => a.kind === 'stylesheet'),
  };
}
