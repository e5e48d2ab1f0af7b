import { and, desc, eq, ilike, or } from 'drizzle-orm';
import { CATALOG_MESSAGES, type categoryInputSchema, type promoInputSchema } from '@fanlane/shared';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { performerCategories, sitePromos } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../http/errors.js';
import type { AuditActor } from '../audit/actor.js';
import { changes, type AuditService } from '../audit/audit.service.js';
import { escapeLike } from '../content/visibility.js';
import { presentCategory, presentPromo } from './catalog.service.js';

type CategoryInput = z.output<typeof categoryInputSchema>;
type PromoInput = z.output<typeof promoInputSchema>;
interface Page {
  limit: number;
  offset: number;
  q?: string;
}

const like = (q: string) => `%${escapeLike(q)}%`;

/** A slug taken by another category is the operator's mistake (422), not a server error. */
async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err) === 'performer_categories_slug_key') throw unprocessable(CATALOG_MESSAGES.slugTaken);
    throw err;
  }
}

/**
 * The back office's side of creator categories and site promos (issue #18 Catalog): every status,
 * create, update, delete; each change audited in its own transaction.
 */
export function createCatalogAdminService(deps: { db: Db; storage: Storage; audit: AuditService }) {
  const { db, storage, audit } = deps;
  const promo = (row: typeof sitePromos.$inferSelect) => presentPromo(row, storage);

  return {
    async categories(page: Page) {
      const where = page.q
        ? or(ilike(performerCategories.name, like(page.q)), ilike(performerCategories.slug, like(page.q)))
        : undefined;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(performerCategories)
          .where(where)
          .orderBy(performerCategories.ordering, performerCategories.name, performerCategories.id)
          .limit(page.limit)
          .offset(page.offset),
        db.$count(performerCategories, where),
      ]);
      return { data: rows.map(presentCategory), total };
    },

    createCategory: (actor: AuditActor, input: CategoryInput) =>
      slugSafe(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(performerCategories).values(input).returning();
          await audit.record(
            actor,
            { action: 'category.create', targetType: 'category', targetId: row!.id, after: input },
            tx,
          );
          return presentCategory(row!);
        }),
      ),

    updateCategory: (actor: AuditActor, id: string, input: CategoryInput) =>
      slugSafe(() =>
        db.transaction(async (tx) => {
          const [old] = await tx.select().from(performerCategories).where(eq(performerCategories.id, id)).for('update');
          if (!old) throw notFound();
          const [row] = await tx
            .update(performerCategories)
            .set({ ...input, updatedAt: new Date() })
            .where(eq(performerCategories.id, id))
            .returning();
          const diff = changes(presentCategory(old), presentCategory(row!));
          delete diff.before.updatedAt;
          delete diff.after.updatedAt;
          await audit.record(actor, { action: 'category.update', targetType: 'category', targetId: id, ...diff }, tx);
          return presentCategory(row!);
        }),
      ),

    /** Deleting a category takes it off every creator who picked it (links cascade). */
    async deleteCategory(actor: AuditActor, id: string) {
      await db.transaction(async (tx) => {
        const [old] = await tx.delete(performerCategories).where(eq(performerCategories.id, id)).returning();
        if (!old) throw notFound();
        await audit.record(
          actor,
          { action: 'category.delete', targetType: 'category', targetId: id, before: presentCategory(old) },
          tx,
        );
      });
    },

    async promos(page: Page & { status?: string }) {
      const where = and(
        page.q ? or(ilike(sitePromos.title, like(page.q)), ilike(sitePromos.description, like(page.q))) : undefined,
        page.status === 'active' || page.status === 'inactive' ? eq(sitePromos.status, page.status) : undefined,
      );
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(sitePromos)
          .where(where)
          .orderBy(sitePromos.ordering, desc(sitePromos.createdAt), desc(sitePromos.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(sitePromos, where),
      ]);
      return { data: rows.map(promo), total };
    },

    /** `photoKey`: the stored picture of a promo uploaded with it (POST /admin/banner). */
    createPromo: (actor: AuditActor, input: PromoInput, photoKey?: string) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sitePromos)
          .values({ ...input, photoKey })
          .returning();
        const after = photoKey ? { ...input, photoKey } : input;
        await audit.record(actor, { action: 'promo.create', targetType: 'promo', targetId: row!.id, after }, tx);
        return promo(row!);
      }),

    updatePromo: (actor: AuditActor, id: string, input: PromoInput) =>
      db.transaction(async (tx) => {
        const [old] = await tx.select().from(sitePromos).where(eq(sitePromos.id, id)).for('update');
        if (!old) throw notFound();
        const [row] = await tx
          .update(sitePromos)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(sitePromos.id, id))
          .returning();
        const diff = changes({ ...old, updatedAt: null }, { ...row!, updatedAt: null });
        await audit.record(actor, { action: 'promo.update', targetType: 'promo', targetId: id, ...diff }, tx);
        return promo(row!);
      }),

    async deletePromo(actor: AuditActor, id: string) {
      await db.transaction(async (tx) => {
        const [old] = await tx.delete(sitePromos).where(eq(sitePromos.id, id)).returning();
        if (!old) throw notFound();
        await audit.record(
          actor,
          { action: 'promo.delete', targetType: 'promo', targetId: id, before: promo(old) },
          tx,
        );
      });
    },
  };
}
export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
