import { ASSET_MESSAGES, fromMinor, toMinor, type Product, type ProductFields } from '@fanlane/shared';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import type { ContentViewer } from '../content/access.service.js';
import type { ViewerContext } from '../content/context.js';
import type { CreatorNarrowing } from '../content/content-rows.js';
import type { ContentDeps } from '../content/deps.js';
import {
  contentObjectType,
  dropFiles as dropStored,
  itemsOf,
  ownedAndReadable,
  presentedOr404,
  presentedPage,
  privileged,
  uploadOr400,
} from '../content/media-content.js';
import { slugFor } from '../content/slug.js';
import type { FileRow } from '../files/files.service.js';
import { isCreatorAccount } from '../users/users.repository.js';
import {
  countProductView,
  deleteProduct,
  downloadableBy,
  ownProducts,
  productByKey,
  productCounters,
  productRows,
  visibleProducts,
  type ProductPage,
  type ProductRow,
  type ProductStatus,
  type ProductType,
} from './products.repository.js';

export type { ProductPage } from './products.repository.js';

export interface ProductUploads {
  image?: UploadedFile;
  digitalFile?: UploadedFile;
}

/** Edits send only what changes. */
export type ProductEdit = Partial<Omit<ProductFields, 'type'>> & { type?: ProductType };

/** The owner's view (contract 4.10): the stored image id and a signed link to the digital file. */
export type OwnProduct = Product & { imageId: string | null; digitalFileUrl: string | null };

/**
 * Products (contract 3.13, 4.10): physical goods with stock, or digital files delivered by a
 * short-lived download link to buyers only. The image is public; the digital file is private and
 * never handed to fans as a URL except through the download link.
 */
export function createProductsService(deps: ContentDeps) {
  const { db, files, media, objects, context } = deps;

  const storeImage = (ownerId: string, upload: UploadedFile) =>
    uploadOr400(
      () => media.upload(ownerId, upload, 'thumbnail', 'product'),
      ['UNSUPPORTED_MEDIA', 'UNPROCESSABLE'],
      (detail) => `${ASSET_MESSAGES.invalidImage} ${detail}`,
    );

  const storeDigital = (ownerId: string, upload: UploadedFile) =>
    uploadOr400(
      () => media.upload(ownerId, upload, 'digital', 'product'),
      ['UNSUPPORTED_MEDIA'],
      (detail) => `${ASSET_MESSAGES.invalidFileFormat}: ${detail}`,
    );

  const dropFiles = (ids: (string | null)[]) => dropStored(files, ids);

  async function present(rows: ProductRow[], viewer: ContentViewer): Promise<Product[]> {
    if (!rows.length) return [];
    const ctx = await context.load(
      viewer,
      'product',
      itemsOf(rows),
      [],
      rows.map((p) => p.imageId),
    );
    return rows.map((p) => presentOne(p, ctx, ctx.files));
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

  /** The caller's own product (admins: any), and one this viewer may open (others' only active and visible). */
  const { own, readable } = ownedAndReadable(db, productByKey, productByKey, productRows.visibleOne);

  /** Whom an admin creates a product for: an active creator. */
  async function ownerFor(userId: string, isAdmin: boolean, performerId: string | undefined) {
    if (!isAdmin || !performerId || performerId === userId) return userId;
    if (!(await isCreatorAccount(db, performerId))) throw badRequest('This creator does not exist');
    return performerId;
  }

  const shownAmong = (ids: string[], viewer: ContentViewer) => productRows.visibleAmong(db, ids, viewer);
  objects.register('product', contentObjectType(readable, productCounters, shownAmong, present));

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
      const row = await productRows.insert(db, {
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
      });
      return (await presentOwn([row], viewer))[0]!;
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
      const row = await productRows.update(db, previous.id, {
        type,
        name: fields.name ?? previous.name,
        description: fields.description ?? previous.description,
        status: fields.status ?? previous.status,
        priceMinor: fields.price === undefined ? previous.priceMinor : toMinor(fields.price),
        stock: fields.stock ?? previous.stock,
        imageId: image?.id ?? previous.imageId,
        digitalFileId,
      });
      await dropFiles([
        image ? previous.imageId : null,
        previous.digitalFileId !== digitalFileId ? previous.digitalFileId : null,
      ]);
      return (await presentOwn([row], viewer))[0]!;
    },

    async remove(userId: string, id: string, isAdmin: boolean) {
      const p = await own(userId, id, isAdmin);
      await deleteProduct(db, p.id);
      await dropFiles([p.imageId, p.digitalFileId]);
      return true as const;
    },

    /** The creator's own products (an admin: everyone's, or one creator's), any status. */
    async searchOwn(
      userId: string,
      page: ProductPage & { status?: ProductStatus; performerId?: string },
      viewer: ContentViewer,
    ) {
      const { rows, total } = await ownProducts(db, viewer.isAdmin ? page.performerId : userId, page);
      return { data: await presentOwn(rows, viewer), total };
    },

    async viewOwn(userId: string, id: string, viewer: ContentViewer) {
      return (await presentOwn([await own(userId, id, viewer.isAdmin)], viewer))[0]!;
    },

    async search(page: ProductPage & CreatorNarrowing, viewer: ContentViewer) {
      return presentedPage(present, visibleProducts(db, viewer, page), viewer);
    },

    /** A product by id or slug; views +1 (not for its creator). */
    async get(idOrSlug: string, viewer: ContentViewer) {
      const p = await readable(idOrSlug, viewer);
      const counted = p && p.performerId !== viewer.id ? await countProductView(db, p.id) : null;
      return presentedOr404(present, counted ?? p, viewer);
    },

    /**
     * A short-lived link to a digital product's file, bound to the caller: for its buyers, its
     * creator and admins only.
     */
    async downloadLink(idOrSlug: string, viewer: ContentViewer & { id: string }) {
      const p = await productByKey(db, idOrSlug);
      if (!p) throw notFound();
      if (!privileged(viewer, p)) {
        // Blocks apply even to buyers (business-rules "Content access"); status does not: a buyer
        // keeps the download after the creator takes the product off sale.
        if (!(await downloadableBy(db, p.id, viewer))) throw notFound();
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
