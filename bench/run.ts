/**
 * `npm run bench`: runs every benchmark in bench/benchmarks (or those named on the command line)
 * and prints their figures. Benchmarks print; they never assert.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The API in a benchmark serialises as in production: once, compiled (tests check it against zod too).
process.env.SERIALIZER_CHECK ??= 'false';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'benchmarks');
// Words pick benchmarks; `--flags` are left to the benchmarks (e.g. feed-timeline's --reseed).
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !wanted.length || wanted.some((w) => f.includes(w)))
  .sort();

for (const file of files) {
  console.log(`\n## ${file.replace('.bench.ts', '')}`);
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { run: () => Promise<void> };
  await mod.run();
}
process.exit(0);
