import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { ASSET_MESSAGES, fromMinor, toMinor, type Product, type ProductFields } from '@fanlane/shared';
import { products, reactions, users } from '../../db/schema/index.js';
import { AppError, badRequest, forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import type { ContentViewer } from '../content/access.service.js';
import type { ViewerContext } from '../content/context.js';
import { pageOf, sortOf } from '../../db/paging.js';
import type { ContentDeps } from '../content/deps.js';
import { counters } from '../content/objects.js';
import { isObjectId, slugFor } from '../content/slug.js';
import { visibleContent } from '../content/visibility.js';
import type { FileRow } from '../files/files.service.js';
import { matchesText } from '../../db/search.js';

type ProductRow = typeof products.$inferSelect;
type ProductStatus = ProductRow['status'];
type ProductType = ProductRow['type'];

export interface ProductUploads {
  image?: UploadedFile;
  digitalFile?: UploadedFile;
}

/** Edits send only what changes. */
export type ProductEdit = Partial<Omit<ProductFields, 'type'>> & { type?: ProductType };

export interface ProductPage {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  sortBy: string;
  q?: string;
  type?: ProductType;
}

/** The owner's view (contract 4.10): the stored image id and a signed link to the digital file. */
export type OwnProduct = Product & { imageId: string | null; digitalFileUrl: string | null };

/**
 * Products (contract 3.13, 4.10): physical goods with stock, or digital files delivered by a
 * short-lived download link to buyers only. The image is public; the digital file is private and
 * never handed to fans as a URL except through the download link.
 */
export function createProductsService(deps: ContentDeps) {
  const { db, files, media, objects, context } = deps;

  /** What fans may see: active products of creators visible to the viewer. */
  const visible = (viewer: ContentViewer): SQL[] => [
    eq(products.status, 'active'),
    isNull(products.hiddenAt),
    ...visibleContent(products.performerId, viewer),
  ];

  async function storeImage(ownerId: string, upload: UploadedFile) {
    try {
      return await media.upload(ownerId, upload, 'thumbnail', 'product');
    } catch (err) {
      if (err instanceof AppError && ['UNSUPPORTED_MEDIA', 'UNPROCESSABLE'].includes(err.code))
        throw badRequest(`${ASSET_MESSAGES.invalidImage} ${err.message}`);
      throw err;
    }
  }

  async function storeDigital(ownerId: string, upload: UploadedFile) {
    try {
      return await media.upload(ownerId, upload, 'digital', 'product');
    } catch (err) {
      if (err instanceof AppError && err.code === 'UNSUPPORTED_MEDIA')
        throw badRequest(`${ASSET_MESSAGES.invalidFileFormat}: ${err.message}`);
      throw err;
    }
  }

  async function dropFiles(ids: (string | null)[]) {
    const rows = await files.byIds(ids.filter((x): x is string => !!x));
    await Promise.all([...rows.values()].map((f) => files.remove(f)));
  }

  const privileged = (viewer: ContentViewer, p: ProductRow) => viewer.isAdmin || viewer.id === p.performerId;

  async function present(rows: ProductRow[], viewer: ContentViewer): Promise<Product[]> {
    if (!rows.length) return [];
    const ctx = await context.load(
      viewer,
      'product',
      rows.map((p) => ({ id: p.id, ownerId: p.performerId })),
    );
    const images = await files.byIds(rows.map((p) => p.imageId).filter((x): x is string => !!x));
    return rows.map((p) => presentOne(p, ctx, images));
  }

  function presentOne(p: ProductRow, ctx: ViewerContext, images: Map<string, FileRow>): Product {
    const image = p.imageId ? images.get(p.imageId) : undefined;
    return {
      _id: p.id,
      performerId: p.performerId,
      type: p.type,
      name: p.name,
      slug: p.slug,
      description: p.description,
      status: p.status,
      price: fromMinor(p.priceMinor),
      stock: p.stock,
      // Public by design (an image is what a shop window shows).
      image: image ? files.publicUrl(image) : null,
      digitalFileId: p.digitalFileId,
      stats: { likes: p.likes, bookmarks: p.bookmarks, comments: p.comments, views: p.views },
      performer: context.performer(ctx, p.performerId),
      isBookMarked: context.bookmarked(ctx, p.id),
      isBought: privileged(ctx.viewer, p) || ctx.held.bought.has(p.id),
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    };
  }

  async function presentOwn(rows: ProductRow[], viewer: ContentViewer): Promise<OwnProduct[]> {
    const shown = await present(rows, viewer);
    const signer = viewer.id ?? 'anon';
    return Promise.all(
      rows.map(async (p, i) => ({
        ...shown[i]!,
        imageId: p.imageId,
        digitalFileUrl: p.digitalFileId ? await files.signedUrl(p.digitalFileId, signer) : null,
      })),
    );
  }

  function filters(page: ProductPage): SQL[] {
    const where: SQL[] = [];
    if (page.q) where.push(matchesText([products.name, products.description], page.q));
    if (page.type) where.push(eq(products.type, page.type));
    return where;
  }

  const list = (where: SQL[], page: ProductPage) =>
    pageOf(
      db,
      products,
      where,
      sortOf(
        page,
        { price: products.priceMinor, name: products.name, views: products.views, createdAt: products.createdAt },
        products.updatedAt,
        products.id,
      ),
      page,
    );

  const byKey = (idOrSlug: string) => (isObjectId(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug));

  /** The caller's own product (admins: any); 404 otherwise. */
  async function own(performerId: string, id: string, isAdmin: boolean) {
    const [p] = await db.select().from(products).where(byKey(id)).limit(1);
    if (!p || (!isAdmin && p.performerId !== performerId)) throw notFound();
    return p;
  }

  /** A product this viewer may open: their own (admins: any), others only active and visible. */
  async function readable(idOrSlug: string, viewer: ContentViewer) {
    const [p] = await db.select().from(products).where(byKey(idOrSlug)).limit(1);
    if (!p) return null;
    if (privileged(viewer, p)) return p;
    const [shown] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, p.id), ...visible(viewer)))
      .limit(1);
    return shown ?? null;
  }

  /** Whom an admin creates a product for: an active creator. */
  async function ownerFor(userId: string, isAdmin: boolean, performerId: string | undefined) {
    if (!isAdmin || !performerId || performerId === userId) return userId;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, performerId), eq(users.role, 'performer')))
      .limit(1);
    if (!row) throw badRequest('This creator does not exist');
    return row.id;
  }

  objects.register('product', {
    async find(id, viewer) {
      const p = await readable(id, viewer);
      return p ? { id: p.id, ownerId: p.performerId, performerId: p.performerId } : null;
    },
    ...counters(products, { like: 'likes', comment: 'comments', bookmark: 'bookmarks' }),
    async present(ids, viewer) {
      if (!ids.length) return new Map();
      const rows = await db
        .select()
        .from(products)
        .where(and(inArray(products.id, ids), ...visible(viewer)));
      return new Map((await present(rows, viewer)).map((p) => [p._id, p]));
    },
  });

  return {
    async create(userId: string, fields: ProductFields, uploads: ProductUploads, viewer: ContentViewer) {
      if (fields.type === 'digital' && !uploads.digitalFile) throw badRequest(ASSET_MESSAGES.missingDigitalFile);
      const performerId = await ownerFor(userId, viewer.isAdmin, fields.performerId);
      const image = uploads.image ? await storeImage(performerId, uploads.image) : null;
      let digital: FileRow | null = null;
      try {
        digital = fields.type === 'digital' ? await storeDigital(performerId, uploads.digitalFile!) : null;
      } catch (err) {
        await dropFiles([image?.id ?? null]);
        throw err;
      }
      const [row] = await db
        .insert(products)
        .values({
          performerId,
          type: fields.type,
          name: fields.name,
          slug: slugFor(fields.name),
          description: fields.description ?? '',
          status: fields.status ?? 'active',
          priceMinor: toMinor(fields.price ?? 0),
          stock: fields.stock ?? 0,
          imageId: image?.id ?? null,
          digitalFileId: digital?.id ?? null,
        })
        .returning();
      return (await presentOwn([row!], viewer))[0]!;
    },

    /** Changes what is sent; replaced (or no longer used) files are deleted. */
    async edit(userId: string, id: string, fields: ProductEdit, uploads: ProductUploads, viewer: ContentViewer) {
      const previous = await own(userId, id, viewer.isAdmin);
      const type = fields.type ?? previous.type;
      if (type === 'digital' && !uploads.digitalFile && !previous.digitalFileId)
        throw badRequest(ASSET_MESSAGES.missingDigitalFile);
      const image = uploads.image ? await storeImage(previous.performerId, uploads.image) : null;
      let digital: FileRow | null = null;
      try {
        digital =
          type === 'digital' && uploads.digitalFile
            ? await storeDigital(previous.performerId, uploads.digitalFile)
            : null;
      } catch (err) {
        await dropFiles([image?.id ?? null]);
        throw err;
      }
      const digitalFileId = type === 'physical' ? null : (digital?.id ?? previous.digitalFileId);
      const [row] = await db
        .update(products)
        .set({
          type,
          name: fields.name ?? previous.name,
          description: fields.description ?? previous.description,
          status: fields.status ?? previous.status,
          priceMinor: fields.price === undefined ? previous.priceMinor : toMinor(fields.price),
          stock: fields.stock ?? previous.stock,
          imageId: image?.id ?? previous.imageId,
          digitalFileId,
        })
        .where(eq(products.id, previous.id))
        .returning();
      await dropFiles([
        image ? previous.imageId : null,
        previous.digitalFileId !== digitalFileId ? previous.digitalFileId : null,
      ]);
      return (await presentOwn([row!], viewer))[0]!;
    },

    async remove(userId: string, id: string, isAdmin: boolean) {
      const p = await own(userId, id, isAdmin);
      await db.transaction(async (tx) => {
        await tx.delete(reactions).where(and(eq(reactions.objectType, 'product'), eq(reactions.objectId, p.id)));
        await tx.delete(products).where(eq(products.id, p.id));
      });
      await dropFiles([p.imageId, p.digitalFileId]);
      return true as const;
    },

    /** The creator's own products (an admin: everyone's, or one creator's), any status. */
    async searchOwn(
      userId: string,
      page: ProductPage & { status?: ProductStatus; performerId?: string },
      viewer: ContentViewer,
    ) {
      const where = filters(page);
      if (!viewer.isAdmin) where.push(eq(products.performerId, userId));
      else if (page.performerId) where.push(eq(products.performerId, page.performerId));
      if (page.status) where.push(eq(products.status, page.status));
      const { rows, total } = await list(where, page);
      return { data: await presentOwn(rows, viewer), total };
    },

    async viewOwn(userId: string, id: string, viewer: ContentViewer) {
      return (await presentOwn([await own(userId, id, viewer.isAdmin)], viewer))[0]!;
    },

    async search(page: ProductPage & { performerId?: string; excludedId?: string }, viewer: ContentViewer) {
      const where = [...visible(viewer), ...filters(page)];
      if (page.performerId) where.push(eq(products.performerId, page.performerId));
      if (page.excludedId) where.push(ne(products.id, page.excludedId));
      const { rows, total } = await list(where, page);
      return { data: await present(rows, viewer), total };
    },

    /** A product by id or slug; views +1 (not for its creator). */
    async get(idOrSlug: string, viewer: ContentViewer) {
      const p = await readable(idOrSlug, viewer);
      if (!p) throw notFound();
      if (p.performerId === viewer.id) return (await present([p], viewer))[0]!;
      const [row] = await db
        .update(products)
        .set({ views: sql`${products.views} + 1`, updatedAt: sql`${products.updatedAt}` })
        .where(eq(products.id, p.id))
        .returning();
      return (await present([row ?? p], viewer))[0]!;
    },

    /**
     * A short-lived link to a digital product's file, bound to the caller: for its buyers, its
     * creator and admins only.
     */
    async downloadLink(idOrSlug: string, viewer: ContentViewer & { id: string }) {
      const [p] = await db.select().from(products).where(byKey(idOrSlug)).limit(1);
      if (!p) throw notFound();
      if (!privileged(viewer, p)) {
        // Blocks apply even to buyers (business-rules "Content access"); status does not: a buyer
        // keeps the download after the creator takes the product off sale.
        const [shown] = await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, p.id), isNull(products.hiddenAt), ...visibleContent(products.performerId, viewer)))
          .limit(1);
        if (!shown) throw notFound();
      }
      if (p.type !== 'digital' || !p.digitalFileId) throw unprocessable(ASSET_MESSAGES.noDownload);
      if (!privileged(viewer, p)) {
        const held = await deps.access.entitlements(viewer, 'product', [{ id: p.id, ownerId: p.performerId }]);
        if (!held.bought.has(p.id)) throw forbidden(ASSET_MESSAGES.notBought);
      }
      return { downloadLink: await files.signedUrl(p.digitalFileId, viewer.id) };
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
