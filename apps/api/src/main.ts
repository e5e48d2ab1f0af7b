import closeWithGrace from 'close-with-grace';
import { EnvError, loadEnv } from './env.js';
import { loggerOptions } from './logger.js';
import { createServer, type DemoLogin } from './server.js';

/**
 * The API process (`npm run start:api`), or with `--worker` the background-job worker
 * (`npm run start:worker`). Both shut down gracefully on SIGTERM/SIGINT (server.ts `close`).
 */
const role = process.argv.includes('--worker') ? 'worker' : 'api';

let env;
try {
  env = loadEnv();
  if (role === 'worker' && !env.DATABASE_URL)
    throw new EnvError(['DATABASE_URL: a worker needs PostgreSQL (it cannot share the embedded PGlite)']);
} catch (err) {
  if (err instanceof EnvError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const server = await createServer(env, { logger: loggerOptions(env), role });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) server.app.log.error({ err }, 'closing after an error');
  else server.app.log.info({ signal }, 'shutting down');
  await server.close();
});

const { demo } = await server.start();
if (role === 'worker') {
  const health = env.WORKER_PORT ? `; /healthz and /metrics on port ${env.WORKER_PORT}` : '';
  server.app.log.info(`Fanlane worker running the background jobs${health}`);
} else {
  const where = `${env.API_PUBLIC_URL} (docs ${env.API_PUBLIC_URL}/docs, database ${server.services.database.kind})`;
  if (!server.isReady()) console.log(`Fanlane API listening on ${where}; creating the demo data…`);
  if (!env.RUN_JOBS) server.app.log.info('background jobs off here (RUN_JOBS=false): a worker runs them');

  const logins: DemoLogin[] | null = await demo;
  // Under `npm start` (scripts/start.mjs) the logins are printed once the web app is up too.
  const demoText = logins ? demoLoginsText(logins, env.DEMO_PASSWORD) : '';
  if (process.send) process.send({ type: 'fanlane:api-ready', demoText });
  else console.log(`${demoText}Fanlane API ready on ${where}`);
}

function demoLoginsText(accounts: DemoLogin[], password: string) {
  const lines = accounts.map((a) => `  ${a.role.padEnd(9)} ${a.email}  (username ${a.username})`);
  return `\nDemo logins (password "${password}"):\n${lines.join('\n')}\n`;
}
