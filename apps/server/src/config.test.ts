import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_OPERATOR_TOKEN,
  DEV_PAYMENT_SANDBOX_SECRET,
  DEV_VENDOR_SANDBOX_SECRET,
  loadConfig,
} from './config.ts';

const prod = { NODE_ENV: 'production', VENDOR_SANDBOX_SECRET: 'v'.repeat(32) };

describe('configuration', () => {
  it('starts in production with its own secrets, without demo data, sandbox gateway or outbox', () => {
    const config = loadConfig(prod);
    expect(config.demoData).toBe(false);
    expect(config.sandboxGateway).toBe(false);
    expect(config.devOutbox).toBe(false);
    expect(config.operatorToken).toBeNull();
  });

  it('loads the demo data by default outside production', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it.each([
    [{ OPERATOR_TOKEN: DEV_OPERATOR_TOKEN }, 'OPERATOR_TOKEN'],
    [{ VENDOR_SANDBOX_SECRET: DEV_VENDOR_SANDBOX_SECRET }, 'VENDOR_SANDBOX_SECRET'],
    [{ VENDOR_SANDBOX_SECRET: undefined }, 'VENDOR_SANDBOX_SECRET'],
    [{ PAYMENT_SANDBOX_SECRET: DEV_PAYMENT_SANDBOX_SECRET }, 'PAYMENT_SANDBOX_SECRET'],
    [{ DEMO_DATA: 'true' }, 'DEMO_DATA'],
    [{ SANDBOX_GATEWAY: 'true' }, 'SANDBOX_GATEWAY'],
    [{ DEV_OUTBOX: 'true' }, 'DEV_OUTBOX'],
  ])('refuses production with %j, naming %s', (extra, name) => {
    let error: unknown;
    try {
      loadConfig({ ...prod, ...extra });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
    expect((error as Error).message).not.toContain('\n');
  });

  it('names every development default at once', () => {
    expect(() =>
      loadConfig({ ...prod, OPERATOR_TOKEN: DEV_OPERATOR_TOKEN, DEMO_DATA: 'true' }),
    ).toThrow(/OPERATOR_TOKEN.*DEMO_DATA/);
  });

  it('says which variable is wrong in one line instead of a schema dump', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration: /);
    expect(message).toContain('PORT');
    expect(message).toContain('LOG_LEVEL');
    expect(message).not.toContain('\n');
  });

  it('runs several API processes only on PostgreSQL', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(() => loadConfig({ WORKERS: '3' })).toThrow(
      /^WORKERS=3 needs DATABASE_URL: the embedded database serves one process/,
    );
    expect(loadConfig({ WORKERS: '3', DATABASE_URL: 'postgres://db:5432/site' }).workers).toBe(3);
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS/);
  });
});
