/**
 * One API process of the purchases benchmark's several-process case (BENCH_API_PROCESSES > 1),
 * forked by node:cluster: it builds the API on the bench's database with its own pool, listens on
 * the port the workers share (the primary hands out connections round robin), and buys the (fan,
 * item) slices the primary sends it through `services.charges.buy`.
 */
import { buildApp } from '@fanlane/api/app';
import { testEnv } from '@fanlane/api/testing';

interface BuyMessage {
  type: 'buy';
  pairs: [string, string][];
  concurrency: number;
}
type Message = BuyMessage | { type: 'cpu' } | { type: 'stop' };

const url = process.env.BENCH_WORKER_DATABASE_URL!;
const port = process.env.BENCH_WORKER_PORT!;
const env = testEnv({
  DATABASE_URL: url,
  API_PUBLIC_URL: `http://127.0.0.1:${port}`,
  API_PORT: port,
  ...(process.env.BENCH_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
});
const { app, services } = await buildApp({ env });
await app.listen({ host: '127.0.0.1', port: Number(port) });

const send = (message: unknown) => process.send!(message);

process.on('message', (message: Message) => {
  if (message.type === 'cpu') {
    const cpu = process.cpuUsage();
    send({ type: 'cpu', micros: cpu.user + cpu.system, system: cpu.system });
  } else if (message.type === 'stop') {
    void app.close().then(() => process.exit(0));
  } else if (message.type === 'buy') {
    void (async () => {
      const latencies: number[] = [];
      let failed = 0;
      let next = 0;
      await Promise.all(
        Array.from({ length: message.concurrency }, async () => {
          while (next < message.pairs.length) {
            const [fan, item] = message.pairs[next++]!;
            const t = performance.now();
            try {
              await services.charges.buy({ id: fan, isAdmin: false, country: null }, 'feed', item);
              latencies.push(performance.now() - t);
            } catch {
              failed += 1;
            }
          }
        }),
      );
      send({ type: 'bought', latencies, failed });
    })();
  }
});
send({ type: 'ready' });
