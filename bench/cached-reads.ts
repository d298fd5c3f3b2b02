/**
 * The cached read calls (status, vendor configuration, a game list page) against a bare Fastify
 * route in the same run: the ratio is what the whole app (security headers, rate limits, metrics,
 * the gate, the cache) costs over the framework, honest on a noisy machine. A browser's headers
 * (Accept-Encoding gzip, br) on every call.
 */
import Fastify from 'fastify';
import { databaseTargets, loadTest, round, startServer, type Bench, type Figure } from './lib.ts';

const CONNECTIONS = 10;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'vi' };

const CALLS = [
  ['status', '/wps/system/status'],
  ['vendor config', '/wps/relay/GCSGAME_getVassGameType'],
  ['game list page', '/wps/game/list?gameType=RNG&pageNo=1&language=TY'],
] as const;

async function measure(url: string, seconds: number) {
  const check = await fetch(url, { headers: HEADERS });
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
  // Warm up (JIT, caches, connection pool) before measuring.
  await loadTest({ url, headers: HEADERS, connections: CONNECTIONS, durationSeconds: 2 });
  return loadTest({ url, headers: HEADERS, connections: CONNECTIONS, durationSeconds: seconds });
}

export const cachedReadsBench: Bench = {
  name: 'cached-reads',
  description: 'status, vendor config and a game list page vs a bare Fastify route (autocannon)',
  async run(ctx) {
    const figures: Figure[] = [];
    const bare = Fastify({ logger: false });
    bare.get('/hello', async () => ({ hello: 'world' }));
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
    let baseline: number;
    try {
      const result = await measure(`${bareUrl}/hello`, ctx.durationSeconds);
      baseline = result.requestsPerSecond;
      figures.push({
        bench: 'cached-reads',
        name: 'bare Fastify route',
        value: baseline,
        unit: 'req/s',
        context: { connections: CONNECTIONS, p99ms: result.latencyP99Ms },
      });
    } finally {
      await bare.close();
    }
    for (const target of databaseTargets(ctx)) {
      const server = await startServer(target);
      try {
        for (const [name, path] of CALLS) {
          const result = await measure(`${server.url}${path}`, ctx.durationSeconds);
          if (result.errors + result.non2xx > 0) {
            ctx.log(`  ${name}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
          }
          figures.push({
            bench: 'cached-reads',
            name,
            value: result.requestsPerSecond,
            unit: 'req/s',
            context: {
              database: target.kind,
              connections: CONNECTIONS,
              p99ms: result.latencyP99Ms,
              ofBareFastify: `${round((100 * result.requestsPerSecond) / baseline, 0)}%`,
            },
          });
        }
      } finally {
        await server.close();
      }
    }
    return figures;
  },
};
