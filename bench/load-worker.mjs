/**
 * Child process of load.ts for request lists: autocannon's CLI sends one request, so this runs its
 * API with a setupRequest that rotates through the list (each request its own path and headers, e.g.
 * one session per fan). Prints the same JSON summary as `autocannon --json`.
 * Usage: node load-worker.mjs <spec.json> with { url, seconds, connections, amount?, requests: [{ path, headers,
 * method?, body? }] }; `amount` sends that many requests instead of loading for `seconds`.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
let next = 0;
const result = await autocannon({
  url: spec.url,
  ...(spec.amount ? { amount: spec.amount } : { duration: spec.seconds }),
  connections: spec.connections,
  requests: [
    {
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
process.stdout.write(JSON.stringify(result));
