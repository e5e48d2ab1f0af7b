import Fastify from 'fastify';
import { startTestServer } from '@fanlane/api/testing';
import { load, type LoadResult } from '../load.js';

/**
 * A cached read through the whole plugin stack (auth hook, helmet, CORS, request ids, zod response
 * serialisation, envelope) against a bare Fastify hello route, each loaded from a second process.
 * Goal: ratio >= 0.6.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

function row(name: string, r: LoadResult) {
  console.log(
    `${name.padEnd(28)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${r.latencyP50Ms} ms   p99 ${r.latencyP99Ms} ms   non-2xx ${r.non2xx}   errors ${r.errors}`,
  );
}

async function loadBare(body: string | object): Promise<LoadResult> {
  const bare = Fastify({ logger: false });
  bare.get('/hello', async (_request, reply) => reply.type('application/json').send(body));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/hello`;
  await load(url, { seconds: 2 }); // warm-up
  const result = await load(url, { seconds: SECONDS });
  await bare.close();
  return result;
}

export async function run() {
  const bareResult = await loadBare({ hello: 'world' });
  const api = await startTestServer();
  // The same bytes from a bare route: separates the cost of the plugin stack from the cost of the payload.
  const settingsBody = (await fetch(`${api.url}/settings/public`).then((r) => r.text())) as string;
  const bareSameBody = await loadBare(settingsBody);
  const results: [string, LoadResult][] = [];
  for (const path of ['/settings/public', '/user-additional']) {
    await load(`${api.url}${path}`, { seconds: 2 });
    results.push([`GET ${path}`, await load(`${api.url}${path}`, { seconds: SECONDS })]);
  }
  await api.close();

  row('bare Fastify GET /hello', bareResult);
  row(`bare, same ${settingsBody.length} B body`, bareSameBody);
  console.log(`  ratio to bare: ${(bareSameBody.requestsPerSecond / bareResult.requestsPerSecond).toFixed(2)}`);
  for (const [name, r] of results) {
    row(name, r);
    console.log(`  ratio to bare: ${(r.requestsPerSecond / bareResult.requestsPerSecond).toFixed(2)} (goal >= 0.60)`);
  }
}
