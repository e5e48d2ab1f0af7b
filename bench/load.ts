import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const autocannonBin = require.resolve('autocannon/autocannon.js');
const workerScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-worker.mjs');

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  /** Responses received, and the seconds the load took (to the ms for request lists, else whole seconds). */
  total: number;
  durationSeconds: number;
  /** CPU the load generator's process used (request lists; 0 otherwise), to tell what the server had left. */
  clientCpuMs: number;
}

export interface LoadRequest {
  /** Path and query, e.g. `/user/feeds?isHome=true`. */
  path: string;
  headers?: Record<string, string>;
  /** GET unless given (e.g. POST with a JSON body). */
  method?: string;
  body?: string;
}

export interface LoadOptions {
  seconds?: number;
  connections?: number;
  /** Requests sent in turn (e.g. one per signed-in fan), against the origin of `url`. */
  requests?: LoadRequest[];
  /** Send exactly this many requests (then stop) instead of loading for `seconds`. */
  amount?: number;
}

/**
 * Loads a URL from a second process, so the server keeps its own core: autocannon's CLI for one URL,
 * load-worker.mjs (a lean keep-alive client) for a list of requests.
 */
export function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const seconds = options.seconds ?? 8;
  const connections = options.connections ?? 20;
  let args: string[];
  let specFile: string | null = null;
  if (options.requests?.length) {
    specFile = path.join(os.tmpdir(), `fanlane-load-${process.pid}-${Date.now()}.json`);
    fs.writeFileSync(
      specFile,
      JSON.stringify({ url, seconds, connections, amount: options.amount, requests: options.requests }),
    );
    args = [workerScript, specFile];
  } else {
    args = [autocannonBin, '--json', '-d', String(seconds), '-c', String(connections), url];
  }
  return new Promise<LoadResult>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited ${code}`));
      const r = JSON.parse(out);
      if (specFile) {
        // load-worker.mjs: timed to the ms from its first request to its last response.
        resolve({
          requestsPerSecond: r.total / (r.measuredSeconds || 1),
          latencyP50Ms: r.latency.p50,
          latencyP99Ms: r.latency.p99,
          non2xx: r.non2xx,
          errors: r.errors,
          total: r.total,
          durationSeconds: r.measuredSeconds,
          clientCpuMs: r.cpuMs,
        });
        return;
      }
      resolve({
        requestsPerSecond: r.requests.average,
        latencyP50Ms: r.latency.p50,
        latencyP99Ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        total: r.requests.total,
        // autocannon's `duration` counts whole seconds.
        durationSeconds: r.duration,
        clientCpuMs: 0,
      });
    });
  }).finally(() => specFile && fs.rmSync(specFile, { force: true }));
}
