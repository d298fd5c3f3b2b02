import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves one core to itself, which on a 2-core machine
    // (CI's) is a single worker: 18.3 min for the suite against 10.4 min with two.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          // The shared packages: contracts and the browser client.
          name: 'contracts',
          root: 'packages',
          include: ['*/src/**/*.test.ts'],
          environment: 'node',
          // The property tests are CPU-bound (the 4D sheet's run: 2.6 s alone, 7.6 s beside the
          // server suite on a slow 2-core machine, past vitest's 5 s default).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          // The repository's own tooling: lint rules, contract checks.
          name: 'tooling',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // One database per worker, shared by the files that worker runs (see testing/test-app.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          css: false,
          // Screens on jsdom on a loaded machine; tests wait on states, so only a failure waits.
          testTimeout: 60_000,
        },
      },
      {
        extends: './apps/admin/vite.config.ts',
        test: {
          name: 'admin',
          root: 'apps/admin',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          css: false,
          // Screens on jsdom on a loaded machine; tests wait on states, so only a failure waits.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
