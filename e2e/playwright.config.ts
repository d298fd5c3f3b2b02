import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789';

const chromium = {
  ...devices['Pixel 7'],
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  // Generous: a flow of several pages on a loaded 2-core machine, which has run the suite at 2.5×
  // its usual time (a game's page taking over 10 s to open); tests wait on states, not time, so
  // only a failure takes longer.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'vi-VN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site's service worker would answer page loads itself; only the PWA spec lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'site', use: chromium, testIgnore: [/gate\.spec\.ts/, /admin\//] },
    // The back office is desktop-first: its tests run at a laptop's size.
    {
      name: 'admin',
      use: {
        ...chromium,
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 860 },
        deviceScaleFactor: 1,
        isMobile: false,
        hasTouch: false,
        launchOptions: chromium.launchOptions,
      },
      testMatch: /admin\/.*\.spec\.ts/,
    },
    // The gate tests switch maintenance on for everyone, so they run alone, after the rest.
    {
      name: 'gate',
      use: chromium,
      testMatch: /gate\.spec\.ts/,
      dependencies: ['site', 'admin'],
      fullyParallel: false,
    },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/server.ts',
    cwd: '..',
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // no metrics listener: several suites may run on one machine
      METRICS_PORT: '0',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      SETTINGS_CACHE_MS: '0',
      // every browser-test visitor is 127.0.0.1: give the suite room under the per-IP limits
      RATE_LIMIT_MULTIPLIER: '20',
    },
  },
});
