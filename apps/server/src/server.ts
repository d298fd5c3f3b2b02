import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';

let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  // One line naming the variable and the fix, not a stack trace.
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const app = await buildApp({ config });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking connections, let requests in flight finish, then close the database.
  const timer = setTimeout(() => {
    app.log.error('graceful shutdown timed out');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
// The lottery scheduler: safe in every process of a fleet (docs/decisions/2026-11-21-lottery-draw-engine.md).
if (process.env.LOTTERY_SCHEDULER !== 'off') app.lottery.start();
app.log.info(
  { url: `http://localhost:${config.port}/m`, database: app.database.kind },
  'site ready',
);
