/**
 * The cached read calls (status, vendor configuration, a game list page, the winner board) against
 * a bare Fastify route in the same run: the ratio is what the whole app (security headers, rate
 * limits, metrics, the gate, the cache) costs over the framework, honest on a noisy machine: the
 * bare route is measured before and after each call. A browser's headers (Accept-Encoding gzip,
 * br) on every call.
 *
 * Each call is also held against a bare route that answers the call's own bytes (its compressed
 * body and headers, recorded once): on one machine for the load and the server, a bigger answer
 * costs both sides more to write and read, whoever computes it. That ratio is the app's own work.
 */
import http from 'node:http';
import Fastify from 'fastify';
import { databaseTargets, loadTest, round, startServer, type Bench, type Figure } from './lib.ts';

const CONNECTIONS = 10;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'vi' };

const CALLS = [
  ['status', '/wps/system/status'],
  ['vendor config', '/wps/relay/GCSGAME_getVassGameType'],
  ['game list page', '/wps/game/list?gameType=RNG&pageNo=1&language=TY'],
  // Kept for WINNERS_KEPT_MS only: read again from the database every five seconds.
  ['winner board', '/wps/game/winners?gameCategory=ALL&language=TY&limitNum=20'],
] as const;

/** The call's answer as it left the server: its headers, and its body still compressed. */
function rawAnswer(url: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: HEADERS }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Headers the server writes for itself on every answer. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length']);

async function measure(url: string, seconds: number) {
  const check = await fetch(url, { headers: HEADERS });
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
  // Warm up (JIT, caches, connection pool) before measuring.
  await loadTest({ url, headers: HEADERS, connections: CONNECTIONS, durationSeconds: 2 });
  return loadTest({ url, headers: HEADERS, connections: CONNECTIONS, durationSeconds: seconds });
}

export const cachedReadsBench: Bench = {
  name: 'cached-reads',
  description:
    'status, vendor config, a game list page and the winner board vs a bare Fastify route (autocannon)',
  async run(ctx) {
    const figures: Figure[] = [];
    const bare = Fastify({ logger: false });
    bare.get('/hello', async () => ({ hello: 'world' }));
    // /same/<n>: the recorded answer of call n, sent as it is.
    const recorded = new Map<string, { headers: http.IncomingHttpHeaders; body: Buffer }>();
    bare.get<{ Params: { n: string } }>('/same/:n', (request, reply) => {
      const answer = recorded.get(request.params.n)!;
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !TRANSPORT_HEADERS.has(name)) reply.header(name, value);
      }
      void reply.send(answer.body);
    });
    const bareBase = await bare.listen({ host: '127.0.0.1', port: 0 });
    const bareUrl = `${bareBase}/hello`;
    try {
      for (const target of databaseTargets(ctx)) {
        const server = await startServer(target);
        try {
          // The bare route is measured before and after each call, and the call is held against
          // the mean of the two: on a shared machine the speed of both drifts within a run.
          const bareRates = [(await measure(bareUrl, ctx.durationSeconds)).requestsPerSecond];
          for (const [index, [name, path]] of CALLS.entries()) {
            recorded.set(String(index), await rawAnswer(`${server.url}${path}`));
            const same = await measure(`${bareBase}/same/${index}`, ctx.durationSeconds);
            const result = await measure(`${server.url}${path}`, ctx.durationSeconds);
            bareRates.push((await measure(bareUrl, ctx.durationSeconds)).requestsPerSecond);
            const around = (bareRates.at(-1)! + bareRates.at(-2)!) / 2;
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
                bareAround: round(around, 0),
                ofBareFastify: `${round((100 * result.requestsPerSecond) / around, 0)}%`,
                answerBytes: recorded.get(String(index))!.body.length,
                bareSameAnswer: round(same.requestsPerSecond, 0),
                ofBareSameAnswer: `${round((100 * result.requestsPerSecond) / same.requestsPerSecond, 0)}%`,
              },
            });
          }
          figures.unshift({
            bench: 'cached-reads',
            name: 'bare Fastify route',
            value: round(bareRates.reduce((a, b) => a + b, 0) / bareRates.length, 0),
            unit: 'req/s',
            context: {
              connections: CONNECTIONS,
              runs: bareRates.map((rate) => round(rate, 0)).join(' / '),
            },
          });
        } finally {
          await server.close();
        }
      }
    } finally {
      await bare.close();
    }
    return figures;
  },
};
