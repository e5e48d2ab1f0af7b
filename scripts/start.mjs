#!/usr/bin/env node
// `npm start`: runs the API and the web app together on the embedded defaults (PGlite, sandbox
// payments, local mail outbox), building the web app first when no build exists. `--dev` runs both
// in watch mode instead.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const dev = process.argv.includes('--dev');
const apiPort = process.env.API_PORT ?? '8080';
const webPort = process.env.WEB_PORT ?? '3000';
const apiPublicUrl = process.env.API_PUBLIC_URL ?? `http://localhost:${apiPort}`;
const webUrl = process.env.WEB_URL ?? `http://localhost:${webPort}`;
const env = {
  ...process.env,
  API_PORT: apiPort,
  API_PUBLIC_URL: apiPublicUrl,
  WEB_URL: webUrl,
  // The web server reaches the API directly; browsers use the public URL.
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  NEXT_TELEMETRY_DISABLED: '1',
};
const webDir = path.join(root, 'apps/web');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const started = Date.now();

if (!dev && !fs.existsSync(path.join(webDir, '.next/BUILD_ID'))) {
  console.log('Building the web app (first start only)…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: webDir, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
function run(name, args, cwd) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`${name} stopped (${signal ?? code}); stopping the rest`);
      shutdown(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 11_000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const apiDir = path.join(root, 'apps/api');
run('api', dev ? ['--import', 'tsx', '--watch', 'src/main.ts'] : ['--import', 'tsx', 'src/main.ts'], apiDir);
run('web', [nextBin, dev ? 'dev' : 'start', '-p', webPort], webDir);

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
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

// The web app renders with the API's settings, so ask it only once the API answers.
const apiUp = await waitFor(`http://127.0.0.1:${apiPort}/healthz`);
const webUp = apiUp && (await waitFor(`http://127.0.0.1:${webPort}/`));
if (apiUp && webUp) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\nFanlane is running (ready in ${seconds} s):\n  site  ${webUrl}\n  API   ${apiPublicUrl}  (docs ${apiPublicUrl}/docs)\nPress Ctrl+C to stop.\n`,
  );
}
