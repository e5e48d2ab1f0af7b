import path from 'node:path';
import { createLocalStorage, type Storage } from './adapters/storage.js';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import { createSessionsService } from './modules/auth/sessions.service.js';
import { createGeoService } from './modules/geo/geo.service.js';
import { createReferenceService } from './modules/reference/reference.service.js';
import { createSettingsRepository } from './modules/settings/settings.repository.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { createUsersRepository } from './modules/users/users.repository.js';

/** Builds every service once, explicitly; each route plugin receives only what it uses. */
export function createServices(env: Env, database: Database, overrides: { storage?: Storage } = {}) {
  const { db } = database;
  const storage = overrides.storage ?? createLocalStorage(path.join(env.DATA_DIR, 'storage'), env.API_PUBLIC_URL);
  return {
    database,
    storage,
    settings: createSettingsService(createSettingsRepository(db)),
    reference: createReferenceService(env.API_PUBLIC_URL),
    geo: createGeoService(db, {
      trustedProxies: env.TRUSTED_PROXIES.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      countryHeader: env.COUNTRY_HEADER,
    }),
    sessions: createSessionsService(db),
    users: createUsersRepository(db),
  };
}
export type Services = ReturnType<typeof createServices>;
