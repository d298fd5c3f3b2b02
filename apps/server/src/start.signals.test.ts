import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from './config.ts';
import { lockPathOf } from './db/data-dir-lock.ts';
import { freePort } from './testing/fleet-process.ts';

// `npm start` as an operator runs it: the compiled server in the npm process's own child, so that
// SIGTERM to npm stops the server (drained, database closed, lock released) and leaves nothing
// serving. SITE_BUILD=skip: the site's build is not what this checks (the browser suite builds it).

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start', () => {
  it('runs the compiled server, and SIGTERM to npm stops it with nothing left serving', async () => {
    const port = await freePort();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-start-'));
    const dataDir = path.join(dir, 'data');
    const npm = spawn('npm', ['start'], {
      cwd: ROOT_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: '0',
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        SITE_BUILD: 'skip',
        LOTTERY_SCHEDULER: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    npm.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    try {
      await expect
        .poll(
          async () => {
            if (npm.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
            return fetch(`http://127.0.0.1:${port}/healthz`).then(
              (r) => r.status,
              () => 0,
            );
          },
          { timeout: 120_000, interval: 250 },
        )
        .toBe(200);
      // The process holding the database is the server: node running the compiled bundle.
      const server = JSON.parse(fs.readFileSync(lockPathOf(dataDir), 'utf8')).pid as number;
      const cmdline = fs.readFileSync(`/proc/${server}/cmdline`, 'utf8').replace(/\0/g, ' ');
      expect(cmdline).toMatch(/node .*scripts\/start\.mjs/);
      expect(cmdline).not.toMatch(/tsx/);
      expect(fs.existsSync(path.join(ROOT_DIR, 'apps/server/dist/server.mjs'))).toBe(true);

      npm.kill('SIGTERM');
      if (npm.exitCode === null && npm.signalCode === null) await once(npm, 'exit');
      await expect.poll(() => alive(server), { timeout: 30_000 }).toBe(false);
      const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        () => false,
        () => true,
      );
      expect(refused).toBe(true);
      // A clean stop released the database's lock.
      expect(fs.existsSync(lockPathOf(dataDir))).toBe(false);
    } finally {
      if (npm.exitCode === null) npm.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
