import { CATALOG_MESSAGES, type categoryInputSchema, type promoInputSchema } from '@fanlane/shared';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { notFound, unprocessable } from '../../http/errors.js';
import type { AuditActor } from '../audit/actor.js';
import { changes, type AuditService } from '../audit/audit.service.js';
import type { Tx } from '../ledger/ledger.service.js';
import { categoriesPage, categoryRows, promoRows, promosPage, type PromoRow } from './catalog.repository.js';
import { presentCategory, presentPromo } from './catalog.service.js';

type CategoryInput = z.output<typeof categoryInputSchema>;
type PromoInput = z.output<typeof promoInputSchema>;
interface Page {
  limit: number;
  offset: number;
  q?: string;
}

/** A write whose race on the unique index `constraint` is the operator's mistake (422 `message`), not a server error. */
export const unlessTaken =
  (constraint: string, message: string) =>
  async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (err) {
      if (uniqueViolation(err) === constraint) throw unprocessable(message);
      throw err;
    }
  };

/** A slug taken by another category. */
const slugSafe = unlessTaken('performer_categories_slug_key', CATALOG_MESSAGES.slugTaken);

/**
 * The back office's side of creator categories and site promos (issue #18 Catalog): every status,
 * create, update, delete; each change audited in its own transaction.
 */
export function createCatalogAdminService(deps: { db: Db; storage: Storage; audit: AuditService }) {
  const { db, storage, audit } = deps;
  const promo = (row: PromoRow) => presentPromo(row, storage);

  /** Deletes a category or promo and writes its audit entry, in one transaction; 404 when it is gone. */
  const removeAudited = <R>(
    actor: AuditActor,
    targetType: 'category' | 'promo',
    id: string,
    remove: (tx: Tx, id: string) => Promise<R | null | undefined>,
    present: (row: R) => unknown,
  ): Promise<void> =>
    db.transaction(async (tx) => {
      const old = await remove(tx, id);
      if (!old) throw notFound();
      await audit.record(actor, { action: `${targetType}.delete`, targetType, targetId: id, before: present(old) }, tx);
    });

  return {
    async categories(page: Page) {
      const { rows, total } = await categoriesPage(db, page);
      return { data: rows.map(presentCategory), total };
    },

    createCategory: (actor: AuditActor, input: CategoryInput) =>
      slugSafe(() =>
        db.transaction(async (tx) => {
          const row = await categoryRows.insert(tx, input);
          await audit.record(
            actor,
            { action: 'category.create', targetType: 'category', targetId: row.id, after: input },
            tx,
          );
          return presentCategory(row);
        }),
      ),

    updateCategory: (actor: AuditActor, id: string, input: CategoryInput) =>
      slugSafe(() =>
        db.transaction(async (tx) => {
          const old = await categoryRows.lock(tx, id);
          if (!old) throw notFound();
          const row = await categoryRows.update(tx, id, input);
          const diff = changes(presentCategory(old), presentCategory(row));
          delete diff.before.updatedAt;
          delete diff.after.updatedAt;
          await audit.record(actor, { action: 'category.update', targetType: 'category', targetId: id, ...diff }, tx);
          return presentCategory(row);
        }),
      ),

    /** Deleting a category takes it off every creator who picked it (links cascade). */
    async deleteCategory(actor: AuditActor, id: string) {
      await removeAudited(actor, 'category', id, categoryRows.remove, presentCategory);
    },

    async promos(page: Page & { status?: string }) {
      const { rows, total } = await promosPage(db, page);
      return { data: rows.map(promo), total };
    },

    /** `photoKey`: the stored picture of a promo uploaded with it (POST /admin/banner). */
    createPromo: (actor: AuditActor, input: PromoInput, photoKey?: string) =>
      db.transaction(async (tx) => {
        const row = await promoRows.insert(tx, { ...input, photoKey });
        const after = photoKey ? { ...input, photoKey } : input;
        await audit.record(actor, { action: 'promo.create', targetType: 'promo', targetId: row.id, after }, tx);
        return promo(row);
      }),

    updatePromo: (actor: AuditActor, id: string, input: PromoInput) =>
      db.transaction(async (tx) => {
        const old = await promoRows.lock(tx, id);
        if (!old) throw notFound();
        const row = await promoRows.update(tx, id, input);
        const diff = changes({ ...old, updatedAt: null }, { ...row, updatedAt: null });
        await audit.record(actor, { action: 'promo.update', targetType: 'promo', targetId: id, ...diff }, tx);
        return promo(row);
      }),

    async deletePromo(actor: AuditActor, id: string) {
      await removeAudited(actor, 'promo', id, promoRows.remove, promo);
    },
  };
}
export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
