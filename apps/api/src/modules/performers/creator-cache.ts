import type { Database, Listening } from '../../db/client.js';
import type { PerformerRecord } from './performers.presenter.js';

/** Shared by every page that reads it: nobody may change a kept record. */
const frozen = (record: PerformerRecord) => {
  for (const part of Object.values(record)) if (part && typeof part === 'object') Object.freeze(part);
  return Object.freeze(record);
};

export interface CreatorCacheOptions {
  /** How long a creator's public record is reused; 0: never (read on every page). */
  ttlMs: number;
  /** Account changes (migration 0009's `fanlane_auth` notifications) drop that creator at once. */
  listen?: Database['listen'];
  maxEntries?: number;
}

/**
 * Creators' public records (account, profile, published counts, live) as every page of content
 * embeds them, and signed-out visitors' explore pages, kept in this process for `ttlMs`. Only what every viewer sees the same is kept: the
 * viewer's own relation (follows, subscriptions) is read per request and never cached here. A change
 * to the creator's account (status, name, avatar) drops the entry as soon as its notification
 * arrives, in every process; counts, prices and `live` may lag by up to `ttlMs`. A read that was
 * under way when a notification arrived is not kept (it may have read the row before the change).
 */
export function createCreatorCache(options: CreatorCacheOptions) {
  const max = options.maxEntries ?? 5000;
  const entries = new Map<string, { record: PerformerRecord; until: number }>();
  /** Whole answers made of many creators (a signed-out visitor's explore page): any change drops them. */
  const pages = new Map<string, { value: unknown; until: number }>();
  let generation = 0;
  let listening: Listening | null = null;
  const forgetAll = () => {
    generation += 1;
    entries.clear();
    pages.clear();
  };
  if (options.ttlMs > 0 && options.listen) {
    options
      .listen(
        'fanlane_auth',
        (id) => {
          generation += 1;
          pages.clear();
          if (id === '*') entries.clear();
          else entries.delete(id);
        },
        forgetAll,
      )
      .then(
        (l) => (listening = l),
        () => undefined,
      );
  }
  const usable = () => options.ttlMs > 0 && (!options.listen || !!listening?.live);

  return {
    /** The records of `ids`: those kept, and the rest from `read` (then kept). */
    async many(
      ids: string[],
      read: (missing: string[]) => Promise<Map<string, PerformerRecord>>,
    ): Promise<Map<string, PerformerRecord>> {
      if (!usable()) return read(ids);
      const now = Date.now();
      const found = new Map<string, PerformerRecord>();
      const missing: string[] = [];
      for (const id of ids) {
        const entry = entries.get(id);
        if (entry && entry.until > now) found.set(id, entry.record);
        else missing.push(id);
      }
      if (!missing.length) return found;
      const since = generation;
      const fresh = await read(missing);
      const keep = since === generation && usable();
      for (const [id, record] of fresh) {
        found.set(id, record);
        if (!keep) continue;
        entries.delete(id);
        if (entries.size >= max) entries.delete(entries.keys().next().value!);
        entries.set(id, { record: frozen(record), until: now + options.ttlMs });
      }
      return found;
    },
    /**
     * An answer the same for every viewer it is asked for (the caller makes `key` say which), kept
     * as the records are; any account change drops every kept answer.
     */
    async page<T>(key: string, read: () => Promise<T>): Promise<T> {
      if (!usable()) return read();
      const now = Date.now();
      const kept = pages.get(key);
      if (kept && kept.until > now) return kept.value as T;
      const since = generation;
      const value = await read();
      if (since === generation && usable()) {
        pages.delete(key);
        if (pages.size >= max) pages.delete(pages.keys().next().value!);
        pages.set(key, { value, until: now + options.ttlMs });
      }
      return value;
    },
  };
}
export type CreatorCache = ReturnType<typeof createCreatorCache>;
