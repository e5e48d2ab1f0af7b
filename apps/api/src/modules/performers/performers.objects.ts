import type { Storage } from '../../adapters/storage.js';
import type { ObjectRegistry } from '../content/objects.js';
import { presentSearchItem } from './performers.presenter.js';
import type { PerformersRepository } from './performers.repository.js';

/** Creators as objects fans can comment on, bookmark and report. */
export function registerPerformerObjects(objects: ObjectRegistry, performers: PerformersRepository, storage: Storage) {
  const visible = async (id: string, viewerId: string | null) => {
    const record = await performers.find(id);
    if (!record || record.user.role !== 'performer' || record.user.status !== 'active') return null;
    if (viewerId && (await performers.isUserBlocked(record.user.id, viewerId))) return null;
    return record;
  };
  objects.register('performer', {
    async find(id, viewer) {
      const record = await visible(id, viewer.id);
      return record ? { id: record.user.id, ownerId: record.user.id, performerId: record.user.id } : null;
    },
    async present(ids, viewer) {
      const records = await performers.findMany(ids);
      const followed = viewer.id ? await performers.followedIds(viewer.id, ids) : new Set<string>();
      const out = new Map<string, unknown>();
      for (const [id, record] of records) {
        if (record.user.status === 'active') out.set(id, presentSearchItem(record, storage, followed.has(id)));
      }
      return out;
    },
  });
}
