import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESERVED_USERNAMES } from '@fanlane/shared';
import { describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('../../app', import.meta.url));

/** First path segments the web app serves, looking through route groups such as `(primary)`. */
function topLevelSegments(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('[') || entry.name.startsWith('_')) continue;
    if (entry.name.startsWith('(')) out.push(...topLevelSegments(path.join(dir, entry.name)));
    else out.push(entry.name);
  }
  return out;
}

describe('reserved usernames', () => {
  it('cover every first path segment of the web app, since /{profileId} lives at the root', () => {
    const segments = topLevelSegments(appDir);
    expect(segments.length).toBeGreaterThan(5);
    const reserved = new Set<string>(RESERVED_USERNAMES);
    expect(segments.filter((s) => !reserved.has(s))).toEqual([]);
  });
});
