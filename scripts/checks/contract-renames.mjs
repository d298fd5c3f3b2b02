#!/usr/bin/env node
/**
 * Proves that the contracts bind both apps: renames, in the real contracts, a query field, a path
 * parameter, a body field and a response field, and expects the typecheck of the server and of the
 * site to fail at the files that use each one. The four renames are made together and each app is
 * typechecked once (a typecheck of both apps is a minute of CI); an error counts for a rename when
 * its text names the field, by its old or its new name. Every file is restored afterwards,
 * whatever happens. Run by `.ci/run` (`npm run check:contracts`).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const TSC = path.join(ROOT, 'node_modules/.bin/tsc');

/** Each rename: the text to change (exactly once in the file) and where each app must break. */
const RENAMES = [
  {
    what: 'query field vassalage of the game list',
    file: 'packages/contracts/src/games.ts',
    find: /(export const GameListQuerySchema = z\.object\(\{[\s\S]*?\n {2})vassalage:/,
    replace: '$1vassalageRenamed:',
    names: ['vassalage', 'vassalageRenamed'],
    server: ['apps/server/src/modules/game/'],
    web: ['apps/web/src/features/games/'],
  },
  {
    what: 'path parameter roundId of an in-house round',
    file: 'packages/contracts/src/endpoints/originals.ts',
    find: /(path: '\/wps\/originals\/rounds\/):roundId'/,
    replace: "$1:roundNo'",
    names: ['roundId', 'roundNo'],
    also: [/(params: z\.object\(\{\s*)roundId:/, '$1roundNo:'],
    server: ['apps/server/src/modules/originals/'],
    web: ['apps/web/src/features/originals/'],
  },
  {
    what: 'body field bankAccountId of a withdrawal',
    file: 'packages/contracts/src/payment.ts',
    find: /(export const WithdrawBodySchema = z\.object\(\{\s*)bankAccountId:/,
    replace: '$1bankAccountIdRenamed:',
    names: ['bankAccountId', 'bankAccountIdRenamed'],
    server: ['apps/server/src/modules/withdraw/'],
    web: ['apps/web/src/features/withdraw/'],
  },
  {
    what: 'response field sumBalance of the wallet',
    file: 'packages/contracts/src/wallet.ts',
    find: /(export const WalletValueSchema = z\.object\(\{[\s\S]*?\n {2})sumBalance:/,
    replace: '$1sumBalanceRenamed:',
    names: ['sumBalance', 'sumBalanceRenamed'],
    server: ['apps/server/src/modules/wallet/'],
    web: ['apps/web/src/'],
  },
];

/** The errors tsc reports for one project: each one's file (relative to the repository) and text. */
async function typeErrors(project) {
  try {
    await run(TSC, ['-p', project, '--noEmit', '--pretty', 'false'], {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    });
    return [];
  } catch (error) {
    const out = `${error.stdout ?? ''}${error.stderr ?? ''}`;
    // An error is its first line and the indented lines that elaborate it.
    return [...out.matchAll(/^([^\s(][^(]*)\(\d+,\d+\): error TS.*(?:\n[ \t]+.*)*/gm)].map((m) => ({
      file: path.relative(ROOT, path.resolve(ROOT, m[1])),
      text: m[0],
    }));
  }
}

function applyOnce(text, find, replace, what) {
  const matches = text.match(new RegExp(find.source, 'g')) ?? [];
  if (matches.length !== 1)
    throw new Error(`${what}: expected one match of ${find}, found ${matches.length}`);
  return text.replace(find, replace);
}

const originals = new Map(RENAMES.map((r) => [r.file, null]));
let failed = 0;
try {
  for (const file of originals.keys()) {
    originals.set(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
  }
  const changed = new Map(originals);
  for (const rename of RENAMES) {
    let text = applyOnce(changed.get(rename.file), rename.find, rename.replace, rename.what);
    if (rename.also) text = applyOnce(text, rename.also[0], rename.also[1], rename.what);
    changed.set(rename.file, text);
  }
  for (const [file, text] of changed) fs.writeFileSync(path.join(ROOT, file), text);
  const [server, web] = await Promise.all([
    typeErrors('apps/server/tsconfig.json'),
    typeErrors('apps/web/tsconfig.json'),
  ]);
  for (const rename of RENAMES) {
    const names = new RegExp(`\\b(${rename.names.join('|')})\\b`);
    for (const [app, errors, expected] of [
      ['server', server, rename.server],
      ['web', web, rename.web],
    ]) {
      const files = errors.filter((e) => names.test(e.text)).map((e) => e.file);
      const hit = expected.every((prefix) => files.some((f) => f.startsWith(prefix)));
      const where = [...new Set(files)].join(', ') || 'nowhere';
      console.log(`${hit ? 'ok  ' : 'FAIL'} ${rename.what}: ${app} typecheck fails in ${where}`);
      if (!hit) failed += 1;
    }
  }
} finally {
  for (const [file, text] of originals) {
    if (text !== null) fs.writeFileSync(path.join(ROOT, file), text);
  }
}
if (failed > 0) {
  console.error(`${failed} rename(s) did not break the app that uses them`);
  process.exit(1);
}
console.log('every renamed contract field breaks the typecheck of both apps');
