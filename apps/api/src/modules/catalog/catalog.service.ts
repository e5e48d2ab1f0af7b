import { type Banner, type Category } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { mediaUrl } from '../users/users.presenter.js';
import {
  activeCategoriesPage,
  activePromosPage,
  categoryRows,
  findActiveCategory,
  promoRows,
  type CatalogPage,
  type CategoryRow,
  type NewCategory,
  type NewPromo,
  type PromoRow,
} from './catalog.repository.js';

export type { NewCategory, NewPromo } from './catalog.repository.js';
export {
  categoryIdsOf,
  inCategories,
  performersInCategoryMatching,
  replaceCategoryLinks,
} from './catalog.repository.js';

export const presentCategory = (row: CategoryRow): Category => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  ordering: row.ordering,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentPromo = (row: PromoRow, storage: Storage): Banner => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  link: row.link,
  status: row.status,
  position: row.position,
  ordering: row.ordering,
  photo: row.photoKey
    ? { url: mediaUrl(storage, row.photoKey), thumbnails: [], width: null, height: null, mimeType: '' }
    : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Creator categories and site promos: public, read-only lists (operators manage them in the back office). */
export function createCatalogService(db: Db, storage: Storage) {
  return {
    /** Active categories; by `ordering` (then name) unless another column is asked for. */
    async categories(page: CatalogPage) {
      const { rows, total } = await activeCategoriesPage(db, page);
      return { data: rows.map(presentCategory), total };
    },

    /** An active category by id or slug. */
    async category(idOrSlug: string): Promise<Category> {
      const row = await findActiveCategory(db, idOrSlug.toLowerCase());
      if (!row) throw notFound();
      return presentCategory(row);
    },

    /** Active promos (the public list never shows others); by `ordering` then newest by default. */
    async promos(page: CatalogPage & { position?: string; status?: string }) {
      if (page.status && page.status !== 'active') return { data: [], total: 0 };
      const { rows, total } = await activePromosPage(db, page);
      return { data: rows.map((r) => presentPromo(r, storage)), total };
    },

    /** Seeds and tests (management routes come with the back office). */
    async addCategory(values: NewCategory) {
      return presentCategory(await categoryRows.insert(db, values));
    },
    async addPromo(values: NewPromo) {
      return presentPromo(await promoRows.insert(db, values), storage);
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
