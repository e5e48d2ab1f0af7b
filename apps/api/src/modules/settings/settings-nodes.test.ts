import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { openTestDatabase, testDbKind } from '../../test/index.js';
import { createSettingsRepository } from './settings.repository.js';
import { createSettingsService } from './settings.service.js';

/**
 * Settings on several nodes (issue #24): a change made through one process reaches another's cache
 * at once through the database's notifications, not after the cache's time limit. On PostgreSQL the
 * second "node" has its own connections and listener; on PGlite both share the one database.
 */
let first: Database & { drop(): Promise<void>; url?: string };
let second: Database;
beforeAll(async () => {
  first = await openTestDatabase();
  await first.migrate();
  second = testDbKind() === 'postgres' ? await openDatabase({ url: first.url, poolSize: 2 }) : first;
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
  await first.drop();
});

const node = (database: Database) =>
  createSettingsService(createSettingsRepository(database.db), { cacheMs: 60_000, listen: database.listen });

describe('settings across processes', () => {
  it('a change on A is read on B within a second, though B cached the old value for a minute', async () => {
    const a = node(first);
    const b = node(second);
    await new Promise((r) => setTimeout(r, 300)); // both listening
    expect(await b.get('siteName')).toBe('Fanlane'); // cached on B
    await a.update({ siteName: 'Renamed on A' });
    const started = Date.now();
    await expect.poll(() => b.get('siteName'), { timeout: 1000, interval: 20 }).toBe('Renamed on A');
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await b.getPublic()).siteName).toBe('Renamed on A');

    await b.modify('siteName', () => ({ value: 'Back on B', result: null }));
    await expect.poll(() => a.get('siteName'), { timeout: 1000, interval: 20 }).toBe('Back on B');
  });
});
