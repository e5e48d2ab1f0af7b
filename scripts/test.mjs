#!/usr/bin/env node
// `npm test`: every workspace's suite in turn (API on PGlite and, with TEST_DATABASE_URL, PostgreSQL;
// web units; browser journeys), then one closing line with the totals.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlane-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
let broken = false;

function suite(name, dir) {
  const out = path.join(outDir, `${name}.json`);
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(
    process.execPath,
    [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      cwd: path.join(root, dir),
      stdio: 'inherit',
      env: process.env,
    },
  );
  if (!fs.existsSync(out)) {
    console.error(`${name}: no results (exit ${run.status})`);
    broken = true;
    return;
  }
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  for (const file of r.testResults ?? []) {
    const where = path.relative(root, file.name);
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${name}: ${where}: ${firstLine(file.message)}`);
    }
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') {
        failures.push(`${name}: ${where} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      }
    }
  }
  if (run.status !== 0 || r.numFailedTestSuites > 0) broken = true;
}

function firstLine(text) {
  // Vitest's messages carry ANSI colours and whole stacks; the summary wants the first line only.
  const plain = String(text ?? '').replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  return (
    plain
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? '(no message)'
  );
}

function buildWeb() {
  if (process.env.SKIP_WEB_BUILD === '1') return true;
  console.log('\n=== web build (for the browser journeys) ===');
  const next = path.join(root, 'node_modules/next/dist/bin/next');
  const run = spawnSync(process.execPath, [next, 'build'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return run.status === 0;
}

suite('shared', 'packages/shared');
suite('api', 'apps/api');
suite('web', 'apps/web');
const hasBrowser = fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
if (hasBrowser) {
  if (buildWeb()) suite('e2e', 'e2e');
  else broken = true;
} else if (process.env.E2E_REQUIRED === '1') {
  console.error('\nbrowser journeys required (E2E_REQUIRED=1) but no Chromium at /usr/bin/chromium');
  broken = true;
} else {
  console.log('\n=== e2e: SKIPPED: no Chromium at /usr/bin/chromium (apt-get install -y chromium) ===');
}

if (failures.length > 0) {
  // Repeated at the very end so that a log's tail names what failed.
  console.log(`\nfailed (${failures.length}):`);
  for (const f of failures) console.log(`  - ${f}`);
}
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
