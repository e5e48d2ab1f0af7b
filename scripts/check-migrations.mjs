#!/usr/bin/env node
// Fails when the drizzle schema has changes no migration carries: generates into a copy of the
// migrations folder and checks that nothing new appears.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api');
// drizzle-kit wants a folder relative to its working directory.
const tmpName = `.migrations-check-${process.pid}`;
const tmp = path.join(api, tmpName);
fs.cpSync(path.join(api, 'drizzle'), tmp, { recursive: true });
const before = fs.readdirSync(tmp).length;
const run = spawnSync(
  process.execPath,
  [
    path.join(api, '../../node_modules/drizzle-kit/bin.cjs'),
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    './src/db/schema/index.ts',
    '--out',
    tmpName,
    '--name',
    'drift',
  ],
  { cwd: api, encoding: 'utf8' },
);
const after = fs.readdirSync(tmp).length;
fs.rmSync(tmp, { recursive: true, force: true });
if (run.status !== 0 || /error/i.test(run.stderr)) {
  console.error(run.stdout, run.stderr);
  process.exit(1);
}
if (after !== before) {
  console.error('The database schema has changes without a migration: run `npm run db:generate` and commit the SQL.');
  process.exit(1);
}
console.log('migrations match the schema');
