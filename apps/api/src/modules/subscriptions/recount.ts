/**
 * Recounts a creator's active subscribers and the "verified account" badge (business-rules "Roles").
 */
import type { Db } from '../../db/client.js';
import { setSubscriberCount } from '../performers/performers.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import { subscriptionsTable } from './subscriptions.repository.js';

export interface RecountDeps {
  db: Db;
  settings: SettingsService;
}

export function createRecount({ db, settings }: RecountDeps) {
  return async function recount(performerId: string) {
    const n = await subscriptionsTable.countRunning(db, performerId);
    const threshold = Number(await settings.get('performerVerifyNumber'));
    await setSubscriberCount(db, performerId, n, n >= threshold);
  };
}
export type Recount = ReturnType<typeof createRecount>;
