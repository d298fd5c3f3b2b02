// Development: the API server (restarting on change) and Vite's dev server with the API proxied to
// this PORT. Each child runs in a process group of its own, so that stopping this script (Ctrl-C,
// or SIGTERM to its pid) stops everything it started: tsx watch, the server, Vite.
import { spawn } from 'node:child_process';

const port = process.env.PORT || '8080';
const env = { ...process.env, PORT: port, API_PORT: port };
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env,
    detached: true,
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', env, detached: true }),
];
console.log(`site: http://localhost:5173/m  (API on http://localhost:${port})`);

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, signal); // the whole group: npx, tsx watch, the server, Vite
    } catch {
      // already gone
    }
  }
}
process.on('SIGINT', () => stop('SIGTERM'));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('exit', () => stop('SIGTERM'));
// One child ending ends the session: the other is stopped, and this script exits with it.
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
