import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import checkFile from 'eslint-plugin-check-file';
import fs from 'node:fs';

/** Each app's features, each a zone that may not import another (bulletproof-react's rule). */
const featuresOf = (app) =>
  fs
    .readdirSync(`${app}/src/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The site and the back office: the same folder rules in each. */
const WEB_APPS = ['apps/web', 'apps/admin'];

/** A path of the API written by hand instead of taken from the endpoint's definition. */
const NO_API_PATH_LITERAL = [
  {
    selector: 'Literal[value=/^\\/wps\\//]',
    message:
      "Call the API through callEndpoint(<definition>) from @app/contracts, not a '/wps/' path",
  },
  {
    selector: 'TemplateElement[value.raw=/^\\/wps\\//]',
    message:
      "Call the API through callEndpoint(<definition>) from @app/contracts, not a '/wps/' path",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Imports flow one way: components/ui and lib -> features -> app (STYLE.md).
    files: WEB_APPS.flatMap((app) => [`${app}/src/lib/**`, `${app}/src/components/**`]),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'lib and components/ui must not import features or app',
            },
          ],
        },
      ],
    },
  },
  ...WEB_APPS.map((app) => ({
    // Folder boundaries (STYLE.md): features stand side by side on components/ and lib/.
    files: [`${app}/src/**/*.{ts,tsx}`],
    plugins: { import: importPlugin, 'check-file': checkFile },
    settings: {
      // Imports name their files with the extension; the cycle check parses them as TypeScript.
      'import/extensions': ['.ts', '.tsx'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featuresOf(app).map((feature) => ({
              target: `./${app}/src/features/${feature}`,
              from: `./${app}/src/features`,
              except: [`./${feature}`],
              message:
                'A feature does not import another feature: move what they share to components/ or lib/',
            })),
            {
              target: [`./${app}/src/lib`, `./${app}/src/components`],
              from: [`./${app}/src/features`, `./${app}/src/app`],
              message: 'lib and components must not import features or app',
            },
          ],
        },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
      'max-lines-per-function': [
        'error',
        { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
      'no-restricted-syntax': ['error', ...NO_API_PATH_LITERAL],
    },
  })),
  {
    // Tests and fakes name the paths the fake server answers, and describe blocks run long.
    files: WEB_APPS.flatMap((app) => [
      `${app}/src/**/*.test.{ts,tsx}`,
      `${app}/src/testing/**`,
      `${app}/src/**/testing/**`,
    ]),
    rules: { 'no-restricted-syntax': 'off', 'max-lines-per-function': 'off' },
  },
  {
    // The server never imports the site and vice versa; both share only @app/contracts.
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '**/apps/admin/**'],
              message: 'share through @app/contracts',
            },
          ],
        },
      ],
    },
  },
);
