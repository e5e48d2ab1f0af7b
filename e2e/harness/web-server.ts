import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, WEB_DIR } from './paths.js';

const NEXT_BIN = path.join(REPO_ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

/** Builds the web app unless a production build is already there (CI builds it first). */
export function ensureWebBuild(): void {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (fs.existsSync(path.join(WEB_DIR, distDir, 'BUILD_ID'))) return;
  console.log(`[e2e] apps/web/${distDir}/BUILD_ID is missing: running next build (takes a minute or so)`);
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: WEB_DIR,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`);
}

export interface WebServer {
  url: string;
  /** Everything the server printed, for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
      await response.body?.cancel();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`next start did not answer at ${url} within ${timeoutMs} ms:\n${log()}`);
}

/** `next start` on the given port, talking to the given API (runtime env, no rebuild needed). */
export async function startWebServer(options: {
  port: number;
  apiUrl: string;
  /** More environment for `next start` (e.g. API_PUBLIC_URL: '' to let the page host decide). */
  env?: Record<string, string>;
}): Promise<WebServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(options.port), '-H', '127.0.0.1'], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      API_URL: options.apiUrl,
      API_PUBLIC_URL: options.apiUrl,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const log = () => output.join('');

  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await waitUntilUp(url, child, log, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, log, stop };
}
