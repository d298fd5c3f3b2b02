import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The site's folder and size rules (eslint.config.js) catch what they are meant to: each case is
 * linted as if it were a file at `filePath` in the real tree, with the real configuration.
 */
const eslint = new ESLint({ cwd: process.cwd() });
// The cycle check reads the imported files from disk, which a text linted under a made-up name
// does not have; it is tested below on real files.
const eslintText = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { rules: { 'import/no-cycle': 'off' } },
});

async function rulesHit(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslintText.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const longFunction = `export function tooLong(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(150)}  return n;\n}\n`;

describe('npm run lint', () => {
  it('fails on a feature importing another feature', async () => {
    const hits = await rulesHit(
      "import { LoginForm } from '../../auth/components/login-form.tsx';\nexport const x = LoginForm;\n",
      'apps/web/src/features/games/components/fixture.tsx',
    );
    expect(hits).toContain('import/no-restricted-paths');
  });

  it('lets a feature import its own files, components/ and lib/', async () => {
    const hits = await rulesHit(
      "import { formatMoney } from '@app/client/format';\nimport { EmptyState } from '../../../components/ui/empty-state.tsx';\nexport const x = [formatMoney, EmptyState];\n",
      'apps/web/src/features/games/components/fixture.tsx',
    );
    expect(hits).not.toContain('import/no-restricted-paths');
  });

  it('fails on lib/ importing a feature', async () => {
    const hits = await rulesHit(
      "import { LoginForm } from '../features/auth/components/login-form.tsx';\nexport const x = LoginForm;\n",
      'apps/web/src/lib/fixture.ts',
    );
    expect(hits).toContain('import/no-restricted-paths');
  });

  it('fails on a function over 150 lines', async () => {
    const hits = await rulesHit(longFunction, 'apps/web/src/features/games/lib/fixture.ts');
    expect(hits).toContain('max-lines-per-function');
  });

  it("fails on a '/wps/' path written by hand, as a string or a template", async () => {
    const plain = await rulesHit(
      "export const url = '/wps/game/list';\n",
      'apps/web/src/features/games/api/fixture.ts',
    );
    const template = await rulesHit(
      'export const url = (id: number) => `/wps/game/${id}`;\n',
      'apps/web/src/features/games/api/fixture.ts',
    );
    expect(plain).toContain('no-restricted-syntax');
    expect(template).toContain('no-restricted-syntax');
  });

  it('lets tests name the paths the fake API answers', async () => {
    const hits = await rulesHit(
      "export const url = '/wps/game/list';\n",
      'apps/web/src/features/games/api/fixture.test.ts',
    );
    expect(hits).not.toContain('no-restricted-syntax');
  });

  it('fails on a file name that is not kebab-case', async () => {
    const hits = await rulesHit('export const x = 1;\n', 'apps/web/src/lib/FixtureName.ts');
    expect(hits).toContain('check-file/filename-naming-convention');
  });

  it('fails on an import cycle', async () => {
    const dir = path.join(process.cwd(), 'apps/web/src/lib');
    const a = path.join(dir, `lint-cycle-fixture-${process.pid}-a.ts`);
    const b = path.join(dir, `lint-cycle-fixture-${process.pid}-b.ts`);
    try {
      fs.writeFileSync(
        a,
        `import { b } from './${path.basename(b)}';\nexport const a = () => b();\n`,
      );
      fs.writeFileSync(
        b,
        `import { a } from './${path.basename(a)}';\nexport const b = () => a();\n`,
      );
      const [result] = await eslint.lintFiles([a]);
      expect(result?.messages.map((m) => m.ruleId)).toContain('import/no-cycle');
    } finally {
      fs.rmSync(a, { force: true });
      fs.rmSync(b, { force: true });
    }
  });
});
