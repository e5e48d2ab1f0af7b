#!/usr/bin/env node
// `npm start`: runs the API and the web app together on the embedded defaults (PGlite, sandbox
// payments, local mail outbox). On a first start the web app builds while the API migrates and
// creates the demo data; the URLs and demo logins are printed when both answer. `--dev` runs both
// in watch mode instead.
// `--only=api`, `--only=web`, `--only=worker` (`npm run start:api`, `start:web`, `start:worker`)
// run one process alone, for deployments of several nodes (docs/operations.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const dev = process.argv.includes('--dev');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
if (only && !['api', 'web', 'worker'].includes(only)) {
  console.error(`--only=${only}: expected api, web or worker`);
  process.exit(2);
}
const apiPort = process.env.API_PORT ?? '8080';
const webPort = process.env.WEB_PORT ?? '3000';
const apiPublicUrl = process.env.API_PUBLIC_URL || `http://localhost:${apiPort}`;
const webUrl = process.env.WEB_URL ?? `http://localhost:${webPort}`;
const env = {
  ...process.env,
  API_PORT: apiPort,
  WEB_URL: webUrl,
  // The web server reaches the API directly. Browsers use API_PUBLIC_URL when it is set, else the
  // page's own host on API_PORT, so the site works at http://localhost:3000, http://127.0.0.1:3000
  // or any other local address (the API admits loopback origins unless CORS_ORIGINS is set).
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  NEXT_TELEMETRY_DISABLED: '1',
};
const webDir = path.join(root, 'apps/web');
const apiDir = path.join(root, 'apps/api');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const started = Date.now();
const elapsed = () => ((Date.now() - started) / 1000).toFixed(1);

const children = [];
let shuttingDown = false;
function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 11_000).unref();
  Promise.all(
    children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.on('exit', r)) : null)),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/** A child process; when it stops on its own (not a finished build), everything stops. */
function run(name, args, cwd, options = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...env, ...options.env },
    stdio: options.ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (shuttingDown || (options.oneShot && code === 0)) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the rest`);
    shutdown(code || 1);
  });
  children.push(child);
  return child;
}

if (only === 'api' || only === 'worker') {
  // The process alone, its output as it is; it stops on SIGTERM/SIGINT (graceful) and so does this.
  const args = ['--import', 'tsx', 'src/main.ts', ...(only === 'worker' ? ['--worker'] : [])];
  run(only, dev ? ['--import', 'tsx', '--watch', ...args.slice(2)] : args, apiDir, {
    env: { API_PUBLIC_URL: apiPublicUrl },
  });
  await new Promise(() => {});
}

// The API starts at once: it migrates, listens and (on an empty database) creates the demo data
// while the web app builds. It reports when the demo site is complete.
const api = only
  ? null
  : run(
      'api',
      dev ? ['--import', 'tsx', '--watch', 'src/main.ts'] : ['--import', 'tsx', 'src/main.ts'],
      apiDir,
      // The API builds absolute media URLs with it.
      { ipc: true, env: { API_PUBLIC_URL: apiPublicUrl } },
    );
const apiReady = new Promise((resolve) => {
  api?.on('message', (message) => {
    if (message && message.type === 'fanlane:api-ready') resolve(message);
  });
});

if (!dev && !fs.existsSync(path.join(webDir, env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
  console.log('Building the web app (first start only; the API starts meanwhile)…');
  // `npm run check` type-checks and lints; this one-off build skips its own type check (next.config.ts).
  const build = run('web build', [nextBin, 'build'], webDir, { oneShot: true, env: { FANLANE_QUICK_BUILD: '1' } });
  await new Promise((resolve) => build.on('exit', resolve));
  if (shuttingDown) await new Promise(() => {});
  console.log(`Web app built in ${elapsed()} s.`);
}
run('web', [nextBin, dev ? 'dev' : 'start', '-p', webPort], webDir);

async function waitFor(url) {
  for (let i = 0; i < 2400; i++) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

// The web app renders with the API's settings, so ask it only once the API is ready.
const { demoText } = only === 'web' ? { demoText: '' } : await apiReady;
if (only === 'web') {
  if (await waitFor(`http://127.0.0.1:${webPort}/`)) console.log(`Fanlane web app on ${webUrl} (API ${env.API_URL})`);
} else if (await waitFor(`http://127.0.0.1:${webPort}/`)) {
  console.log(
    `\nFanlane is running (ready in ${elapsed()} s):\n  site  ${webUrl}\n  API   ${apiPublicUrl}  (docs ${apiPublicUrl}/docs)\n${demoText || '\n'}Press Ctrl+C to stop.\n`,
  );
}
