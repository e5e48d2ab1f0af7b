/**
 * Child process of load.ts for request lists: autocannon's CLI sends one request, so this runs its
 * API with a setupRequest that rotates through the list (each request its own path and headers, e.g.
 * one session per fan). Prints the same JSON summary as `autocannon --json`.
 * Usage: node load-worker.mjs <spec.json> with { url, seconds, connections, amount?, requests: [{ path, headers,
 * method?, body? }] }; `amount` sends that many requests instead of loading for `seconds`.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
let next = 0;
// autocannon ends a run on its one-second ticker, so its duration is whole seconds: the load is timed
// here instead, from the start to the last response.
const started = performance.now();
let lastResponse = started;
const result = await autocannon({
  url: spec.url,
  ...(spec.amount ? { amount: spec.amount } : { duration: spec.seconds }),
  connections: spec.connections,
  requests: [
    {
      onResponse: () => {
        lastResponse = performance.now();
      },
      setupRequest: (request) => {
        const r = spec.requests[next++ % spec.requests.length];
        return {
          ...request,
          path: r.path,
          headers: { ...request.headers, ...r.headers },
          ...(r.method ? { method: r.method } : {}),
          ...(r.body !== undefined ? { body: r.body } : {}),
        };
      },
    },
  ],
});
const cpu = process.cpuUsage();
process.stdout.write(
  JSON.stringify({
    ...result,
    measuredSeconds: (lastResponse - started) / 1000,
    cpuMs: (cpu.user + cpu.system) / 1000,
  }),
);
