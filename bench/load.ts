import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannonBin = require.resolve('autocannon/autocannon.js');

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

/** Loads a URL from a second process (autocannon's CLI), so the server keeps its own core. */
export function load(url: string, options: { seconds?: number; connections?: number } = {}): Promise<LoadResult> {
  const args = [
    autocannonBin,
    '--json',
    '-d',
    String(options.seconds ?? 8),
    '-c',
    String(options.connections ?? 20),
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const r = JSON.parse(out);
      resolve({
        requestsPerSecond: r.requests.average,
        latencyP50Ms: r.latency.p50,
        latencyP99Ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      });
    });
  });
}
