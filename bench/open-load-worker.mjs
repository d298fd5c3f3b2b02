/**
 * An open load in a worker thread (bench/lib.ts openLoad): requests sent at a steady rate
 * whether or not earlier ones were answered, each timed from the moment it was due, so that a
 * slow server shows as latency rather than as fewer requests (no coordinated omission).
 * autocannon's rate limit sends each second's requests in a burst at its start, which measures
 * the burst's queue, not the server. Plain JavaScript: the worker runs without a loader.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const { url, rate, durationSeconds, headers, pathModule } = workerData;
const nextPath = createRequire(import.meta.url)(pathModule).gameListPath;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const latencies = [];
let errors = 0;
let non2xx = 0;
let inFlight = 0;
let sent = 0;
const total = Math.round(rate * durationSeconds);
const start = performance.now();

function send(due) {
  inFlight += 1;
  const req = http.request(
    { host: target.hostname, port: target.port, path: nextPath(), headers, agent },
    (res) => {
      res.on('data', () => undefined);
      res.on('end', () => {
        if (res.statusCode < 200 || res.statusCode >= 300) non2xx += 1;
        latencies.push(performance.now() - due);
        done();
      });
    },
  );
  req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
  req.on('error', () => {
    errors += 1;
    done();
  });
  req.end();
}

function done() {
  inFlight -= 1;
  if (sent === total && inFlight === 0) finish();
}

function finish() {
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  agent.destroy();
  parentPort.postMessage({
    requests: latencies.length + errors,
    seconds: (performance.now() - start) / 1000,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    errors,
    non2xx,
  });
}

// Every millisecond or so, send what has fallen due.
function tick() {
  const now = performance.now();
  while (sent < total && start + (sent * 1000) / rate <= now) {
    send(start + (sent * 1000) / rate);
    sent += 1;
  }
  if (sent < total) setTimeout(tick, 1);
}
tick();
