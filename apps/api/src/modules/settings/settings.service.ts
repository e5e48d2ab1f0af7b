import { z } from 'zod';
import {
  PUBLIC_SETTING_KEYS,
  SETTINGS,
  SETTING_KEYS,
  SETTING_RULES,
  fromMinor,
  isSettingKey,
  toMinor,
  type PublicSettings,
  type SettingKey,
} from '@fanlane/shared';
import { AppError } from '../../http/errors.js';
import type { Database } from '../../db/client.js';
import type { SettingsRepository } from './settings.repository.js';

/** Stored form of a setting: money in minor units, everything else as on the wire. */
function toStored(key: SettingKey, value: unknown): unknown {
  return SETTINGS[key].kind === 'money' ? toMinor(value as number) : value;
}
function toWire(key: SettingKey, stored: unknown): unknown {
  return SETTINGS[key].kind === 'money' ? fromMinor(stored as number) : stored;
}

const kindSchemas = {
  string: z.string().max(10_000),
  boolean: z.boolean(),
  number: z.number().finite(),
  money: z.number().finite().min(0).max(1_000_000_000),
  json: z.unknown(),
};

export interface SettingsServiceOptions {
  /**
   * How long a process trusts its cached copy. Other processes' writes drop it at once when `listen`
   * is given and its connection is up; otherwise they show up within this time.
   */
  cacheMs?: number;
  /** The database's notifications (`fanlane_settings`, sent by the repository's writes). */
  listen?: Database['listen'];
  /** Values the environment sets (secrets kept out of the database): a non-empty one wins over the stored one. */
  overrides?: Partial<Record<SettingKey, string>>;
}

/**
 * Reads settings from the database with a short in-process cache (so a cached read costs no query),
 * validates and writes updates, and answers the public view the front end needs.
 */
export function createSettingsService(repo: SettingsRepository, options: SettingsServiceOptions = {}) {
  const cacheMs = options.cacheMs ?? 5000;
  let cache: { values: Map<SettingKey, unknown>; at: number } | null = null;
  let publicCache: PublicSettings | null = null;
  let loading: Promise<Map<SettingKey, unknown>> | null = null;
  let generation = 0;
  /** Told after an update through this process commits (others see it within cacheMs). */
  const listeners = new Set<(keys: string[]) => void>();
  /** Drops the cache; a load already under way for older values will not be kept. */
  const invalidate = () => {
    generation += 1;
    cache = null;
    publicCache = null;
    loading = null;
  };

  // A write anywhere (this process included) drops the cached copy; losing the listening
  // connection drops it too, and the time limit covers what is missed until it is back.
  options.listen?.('fanlane_settings', invalidate, invalidate).catch(() => undefined);

  /** Checks each key and value; answers them as stored, or throws VALIDATION with every problem. */
  function validated(values: Record<string, unknown>): Record<string, unknown> {
    const problems: string[] = [];
    const stored: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (!isSettingKey(key)) {
        problems.push(`${key}: unknown setting`);
        continue;
      }
      const parsed = kindSchemas[SETTINGS[key].kind].safeParse(value);
      const rule = parsed.success ? SETTING_RULES[key]?.safeParse(parsed.data) : undefined;
      if (!parsed.success) problems.push(`${key}: must be a ${SETTINGS[key].kind}`);
      else if (rule && !rule.success) problems.push(`${key}: ${rule.error.issues[0]?.message ?? 'invalid'}`);
      else stored[key] = toStored(key, parsed.data);
    }
    if (problems.length) throw new AppError('VALIDATION', problems.join('; '), problems);
    return stored;
  }

  /** After a write committed: drop the cache, tell the listeners. */
  function changed(keys: string[]) {
    invalidate();
    for (const listener of listeners) listener(keys);
  }

  /** Cached values; when stale, one query serves every request waiting for it. */
  function load(): Promise<Map<SettingKey, unknown>> {
    if (cache && Date.now() - cache.at < cacheMs) return Promise.resolve(cache.values);
    if (!loading) {
      const pending: Promise<Map<SettingKey, unknown>> = reload().finally(() => {
        if (loading === pending) loading = null;
      });
      loading = pending;
    }
    return loading;
  }

  async function reload(): Promise<Map<SettingKey, unknown>> {
    const startedAt = generation;
    const stored = await repo.all();
    const values = new Map<SettingKey, unknown>();
    for (const key of SETTING_KEYS) {
      values.set(key, stored.has(key) ? toWire(key, stored.get(key)) : SETTINGS[key].default);
    }
    for (const [key, value] of Object.entries(options.overrides ?? {}) as [SettingKey, string][])
      if (value) values.set(key, value);
    if (startedAt === generation) {
      cache = { values, at: Date.now() };
      publicCache = null;
    }
    return values;
  }

  return {
    /** Stores every default not stored yet, so an operator sees each key in the database. */
    async seedDefaults(): Promise<void> {
      const defaults = Object.fromEntries(SETTING_KEYS.map((k) => [k, toStored(k, SETTINGS[k].default)]));
      await repo.insertMissing(defaults);
      invalidate();
    },

    async get<K extends SettingKey>(key: K): Promise<unknown> {
      return (await load()).get(key);
    },

    async getAll(): Promise<Record<SettingKey, unknown>> {
      return Object.fromEntries(await load()) as Record<SettingKey, unknown>;
    },

    async getPublic(): Promise<PublicSettings> {
      const values = await load();
      if (!publicCache) {
        publicCache = Object.fromEntries(PUBLIC_SETTING_KEYS.map((k) => [k, values.get(k)])) as PublicSettings;
      }
      return publicCache;
    },

    /** Public values for the asked keys; private and unknown keys are left out. */
    async getPublicKeys(keys: string[]): Promise<Record<string, unknown>> {
      const values = await load();
      const out: Record<string, unknown> = {};
      for (const key of keys) {
        if (isSettingKey(key) && SETTINGS[key].public) out[key] = values.get(key);
      }
      return out;
    },

    /** Validates every key and value first, then writes them together. Values in wire units. */
    async update(values: Record<string, unknown>): Promise<void> {
      const stored = validated(values);
      await repo.upsert(stored);
      changed(Object.keys(stored));
    },

    /**
     * Changes one setting from its current stored value, under the row's lock: concurrent changes
     * (two operators editing menus) apply one after the other instead of the last one winning.
     * `change` gets the value in wire units and answers the new one (validated as `update` does).
     */
    async modify<T>(key: SettingKey, change: (current: unknown) => { value: unknown; result: T }): Promise<T> {
      const result = await repo.modify(key, toStored(key, SETTINGS[key].default), async (stored) => {
        const next = change(toWire(key, stored));
        return { value: validated({ [key]: next.value })[key], result: next.result };
      });
      changed([key]);
      return result;
    },

    /** Runs `listener` after each update made through this process. */
    onUpdate(listener: (keys: string[]) => void) {
      listeners.add(listener);
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
