#!/usr/bin/env node
// Keeps eslint.config.js's LEGACY_SCHEMA_IMPORTERS honest (one owner per table, issue #26): every
// listed file must exist, still import the drizzle schema and not already be an owner, so a file
// moved behind its module's repository cannot keep its exemption. The list only shrinks.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LEGACY_SCHEMA_IMPORTERS, SCHEMA_IMPORT, SCHEMA_OWNERS } from '../eslint.config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `**` any folders, `*` any characters but `/` (the only glob forms SCHEMA_OWNERS uses). */
function globToRegExp(glob) {
  const body = glob
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) =>
      part === '**/'
        ? '(?:.*/)?'
        : part === '**'
          ? '.*'
          : part === '*'
            ? '[^/]*'
            : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${body}$`);
}
const owners = SCHEMA_OWNERS.map(globToRegExp);

/** Every module specifier in a file: `from '…'`, `import '…'`, `import('…')`. */
function specifiers(text) {
  const found = [];
  for (const m of text.matchAll(/\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g)) {
    found.push(m[1] ?? m[2]);
  }
  return found;
}

const problems = [];
const seen = new Set();
for (const file of LEGACY_SCHEMA_IMPORTERS) {
  if (seen.has(file)) problems.push(`${file}: listed twice`);
  seen.add(file);
  if (owners.some((re) => re.test(file))) {
    problems.push(`${file}: already allowed to import the schema (an owner or a test); take it out of the list`);
    continue;
  }
  const full = path.join(root, file);
  if (!fs.existsSync(full)) {
    problems.push(`${file}: no such file; take it out of the list`);
    continue;
  }
  if (!specifiers(fs.readFileSync(full, 'utf8')).some((s) => SCHEMA_IMPORT.test(s))) {
    problems.push(`${file}: no longer imports the schema; take it out of the list`);
  }
}

if (problems.length > 0) {
  console.error('eslint.config.js LEGACY_SCHEMA_IMPORTERS has stale entries:');
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`schema owners: ${LEGACY_SCHEMA_IMPORTERS.length} files still to move behind a repository`);
