import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.js';
import { warmCommonPasswords } from './modules/accounts/common-passwords.js';
import { clearInterruptedDemo, demoSeedState, recordDemoSeed, seedDemo } from './cli/demo-data.js';
import { DEMO_SEED_LOCK, openDatabase, type Database } from './db/client.js';
import type { Env } from './env.js';

/** What every route but /healthz and /metrics answers while the demo data is still going in. */
export const STARTING_MESSAGE = 'The site is starting, please try again in a moment';

/** Routes a worker answers, and every process answers while the demo data goes in. */
const OPERATIONS_ROUTES = new Set(['/healthz', '/metrics']);
const isOperations = (url: string) => OPERATIONS_ROUTES.has(url.split('?')[0]!);

export interface DemoLogin {
  role: string;
  email: string;
  username: string;
}

/**
 * The API as `npm start` runs it (main.ts): migrations and settings first, then it listens at once.
 * On an empty database the demo data goes in while it already listens (`npm start` builds the web
 * app meanwhile); until the demo site is complete every route except /healthz and /metrics answers 503 with
 * Retry-After, so nobody sees a half-made site. `close` is the graceful shutdown main.ts runs on
 * SIGTERM/SIGINT: background jobs stop taking work, the HTTP server stops accepting and lets
 * in-flight requests finish, websockets close, then the database (also one passed in).
 *
 * `role: 'worker'` (`npm run start:worker`) is a process that runs the background jobs and nothing
 * else: it never creates the demo data nor runs the RTMP ingest, and its HTTP server (WORKER_PORT, or
 * none) answers /healthz and /metrics only. Its Socket.IO server takes no client but publishes what
 * jobs emit to the API processes through the Redis adapter.
 */
export async function createServer(
  env: Env,
  options: { logger?: FastifyServerOptions['logger']; database?: Database; role?: 'api' | 'worker' } = {},
) {
  const worker = options.role === 'worker';
  const database =
    options.database ?? (await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, 'pglite') }));
  const { app, services } = await buildApp({ env, logger: options.logger, database });
  // A demo seed stopped half-way (Ctrl-C during the first start) is cleared and made again; a
  // database whose seed completed, or that never had one, is left as it is.
  // A start without SEED_DEMO opens the site, so an unfinished seed is marked 'abandoned' and never
  // cleared afterwards (what is there may be real by then).
  // Replicas starting together on one empty PostgreSQL: one seeds while the others wait here for it,
  // then find the seed complete. Without the lock a second start would take the first one's seed
  // under way for an interrupted one and empty the tables under it. A start that dies while seeding
  // lets the lock go with its connection, and the next one clears and seeds again.
  const unlock = await database.lock(DEMO_SEED_LOCK);
  app.addHook('onClose', unlock);
  const db = services.database.db;
  let seeding = false;
  try {
    // A worker waits for a seed under way (the lock), then leaves the record to the API processes.
    if (!worker && (await demoSeedState(db)) === 'started') {
      if (!env.SEED_DEMO) await recordDemoSeed(db, 'abandoned');
      else if (await clearInterruptedDemo(db))
        app.log.warn('the demo data was interrupted on an earlier start: cleared it to create it again');
      else app.log.warn('an interrupted demo seed was left as it is: the database has accounts that are not demo ones');
    }
    seeding = !worker && env.SEED_DEMO && (await services.users.count()) === 0;
  } finally {
    // Held on only by the start that seeds, until its seed ends.
    if (!seeding) await unlock();
  }
  let ready = !seeding;
  if (worker) {
    app.addHook('onRequest', async (request, reply) => {
      if (isOperations(request.url)) return;
      return reply.code(404).send({ statusCode: 404, message: 'Not found', error: 'Not Found' });
    });
  }
  app.addHook('onRequest', async (request, reply) => {
    if (ready || isOperations(request.url)) return;
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ statusCode: 503, message: STARTING_MESSAGE, error: 'Service Unavailable' });
  });

  // Answers that leave after shutdown began close their connection: an in-flight request's
  // keep-alive connection would otherwise hold the server open until its idle timeout (72 s).
  let closing = false;
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  let demo: Promise<DemoLogin[] | null> = Promise.resolve(null);
  return {
    app,
    services,
    isReady: () => ready,

    /** Listens, starts the background jobs and (on an empty database) seeds the demo site. */
    async start(
      listen: { host: string; port: number } = { host: env.API_HOST, port: worker ? env.WORKER_PORT : env.API_PORT },
    ) {
      // A worker with WORKER_PORT=0 has no HTTP server at all.
      if (worker && env.WORKER_PORT === 0) await app.ready();
      else await app.listen(listen);
      if (worker || env.RUN_JOBS) services.jobs.start();
      if (!worker) {
        warmCommonPasswords();
        // The self-hosted live ingest follows the `selfHostedLiveEnable` setting from now on.
        void services.live.start();
      }
      // Private shows: due minutes charged, low balances warned (every process; each minute once).
      services.privateShowClock.start();
      if (seeding) {
        app.log.info('creating the demo data');
        demo = seedDemo(services, env.DEMO_PASSWORD)
          .then((created) => {
            ready = true;
            app.log.info('demo data created');
            return created?.map(({ role, email, username }) => ({ role, email, username })) ?? null;
          })
          .finally(unlock);
      }
      return { demo };
    },

    async close() {
      closing = true;
      // Jobs still running after 7 s go back to the queue for another process: close-with-grace
      // (main.ts) gives the whole shutdown 10 s.
      await services.jobs.stop({ handBackAfterMs: 7_000 });
      // A shutdown during seeding lets it finish when it can within close-with-grace's delay (10 s);
      // if it cannot, the next start clears the half-made demo and seeds it again.
      await demo.catch(() => null);
      await app.close();
      await database.close();
    },
  };
}
export type Server = Awaited<ReturnType<typeof createServer>>;
