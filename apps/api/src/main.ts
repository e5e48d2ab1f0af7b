import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { seedDemo } from './cli/demo-data.js';
import { EnvError, loadEnv } from './env.js';
import { loggerOptions } from './logger.js';

let env;
try {
  env = loadEnv();
} catch (err) {
  if (err instanceof EnvError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const { app, services } = await buildApp({ env, logger: loggerOptions(env) });

if (env.SEED_DEMO) {
  const seeded = await seedDemo(services, env.DEMO_PASSWORD);
  if (seeded) {
    app.log.info('demo data created');
    console.log(
      `\nDemo logins (password "${env.DEMO_PASSWORD}"):\n${seeded.map((a) => `  ${a.role.padEnd(9)} ${a.email}  (username ${a.username})`).join('\n')}\n`,
    );
  }
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'shutting down');
  await services.jobs.stop();
  await app.close();
});

await app.listen({ host: env.API_HOST, port: env.API_PORT });
services.jobs.start();
console.log(
  `Fanlane API on ${env.API_PUBLIC_URL} (docs ${env.API_PUBLIC_URL}/docs, database ${services.database.kind})`,
);
