/**
 * The routes every content type (galleries, photos, videos, reels, products, posts) declares the same
 * way: the creator's studio (multipart upload and edit, own list, own item, delete) and what fans see
 * (list, one item, a file's status). Each declarer takes the path, the spec that differs and the
 * service function that answers.
 */
import { z } from 'zod';
import { fileViewSchema, type Paged } from '@fanlane/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseFields, withMultipart, type UploadedFile } from '../../http/multipart.js';
import { idParam, routes, type RouteSpec } from '../../http/route.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireRole } from '../auth/auth.plugin.js';
import type { GeoService } from '../geo/geo.service.js';
import type { MediaService } from '../media/media.service.js';
import type { ContentViewer } from './access.service.js';

type App = Parameters<FastifyPluginAsyncZod>[0];
type IdParam = z.ZodType<{ id: string }>;
/** A list's spec: its query and the schema of one item (always paged). */
type ListSpec<Q extends z.ZodType, R extends z.ZodType> = Omit<RouteSpec<undefined, Q, undefined, R, true>, 'paged'>;
/** One item's spec: `params` defaults to the usual `:id`. */
type ItemSpec<P extends IdParam, R extends z.ZodType> = Omit<RouteSpec<P, undefined, undefined, R, false>, 'paged'>;
type MediaKind = Parameters<MediaService['limitOf']>[0];
/** A multipart body: each file part by the media kind whose size limit it has, and the text fields' schema. */
interface UploadBody<K extends string, T> {
  parts: Record<K, MediaKind>;
  fields: z.ZodType<T>;
}
type Uploads<K extends string> = Record<K, UploadedFile | undefined>;

/**
 * Route declarers for one content type: those of `routes()`, the guard and readers its own routes
 * use, and the shared route sets. `viewer` tells the services who is asking (`contentViewer(geo)`).
 */
export function contentRoutes<V extends ContentViewer>(
  app: App,
  tags: string[],
  viewer: (request: FastifyRequest) => V,
  { media, tmpDir }: { media: MediaService; tmpDir: string },
) {
  const { get, post, put, del } = routes(app, tags);
  /** Creators, and admins acting for them. */
  const creator = { onRequest: requireRole('performer', 'admin') };
  const owner = (request: FastifyRequest) => currentUser(request).id;

  /** Reads a multipart body's file parts (each within its kind's limit) and text fields, then runs `use`. */
  async function readUploads<K extends string, T, R>(
    request: FastifyRequest,
    { parts, fields: schema }: UploadBody<K, T>,
    use: (fields: T, uploads: Uploads<K>) => Promise<R>,
  ) {
    const limits: Record<string, number> = {};
    for (const [part, kind] of Object.entries<MediaKind>(parts)) limits[part] = await media.limitOf(kind);
    return withMultipart(request, limits, tmpDir, async ({ fields, files }) =>
      use(
        parseFields(schema, fields),
        Object.fromEntries(Object.keys(parts).map((part) => [part, files.get(part)])) as Uploads<K>,
      ),
    );
  }

  return {
    get,
    post,
    put,
    del,
    creator,
    owner,
    viewer,

    /** Creates one of the creator's items from a multipart body. */
    uploadOwn<R extends z.ZodType, K extends string, T>(
      path: string,
      spec: Omit<RouteSpec<undefined, undefined, undefined, R, false>, 'paged' | 'params'>,
      body: UploadBody<K, T>,
      create: (owner: string, fields: T, uploads: Uploads<K>, viewer: V) => Promise<z.output<R>>,
    ) {
      post(path, { ...creator, ...spec }, async (request) =>
        readUploads(request, body, (fields, uploads) => create(owner(request), fields, uploads, viewer(request))),
      );
    },

    /** Edits one of the creator's items, by `:id`, from a multipart body (every part optional). */
    editOwn<R extends z.ZodType, K extends string, T, P extends IdParam = typeof idParam>(
      path: string,
      spec: ItemSpec<P, R>,
      body: UploadBody<K, T>,
      edit: (owner: string, id: string, fields: T, uploads: Uploads<K>, viewer: V) => Promise<z.output<R>>,
    ) {
      put(path, { ...creator, params: idParam, ...spec }, async (request) => {
        const { id } = request.params as { id: string };
        return readUploads(request, body, (fields, uploads) =>
          edit(owner(request), id, fields, uploads, viewer(request)),
        );
      });
    },

    /** A page of what fans may see. */
    search<R extends z.ZodType, Q extends z.ZodType>(
      path: string,
      spec: ListSpec<Q, R>,
      read: (query: z.output<Q>, viewer: V) => Promise<Paged<z.output<R>>>,
    ) {
      get(path, { ...spec, paged: true }, async (request) => read(request.query as z.output<Q>, viewer(request)));
    },

    /** One item for fans, by `:id`. */
    one<R extends z.ZodType, P extends IdParam = typeof idParam>(
      path: string,
      spec: ItemSpec<P, R>,
      read: (id: string, viewer: V) => Promise<z.output<R>>,
    ) {
      get(path, { params: idParam, ...spec }, async (request) =>
        read((request.params as { id: string }).id, viewer(request)),
      );
    },

    /** The creator's own items, any status. */
    searchOwn<R extends z.ZodType, Q extends z.ZodType>(
      path: string,
      spec: ListSpec<Q, R>,
      read: (owner: string, query: z.output<Q>, viewer: V) => Promise<Paged<z.output<R>>>,
    ) {
      get(path, { ...creator, ...spec, paged: true }, async (request) =>
        read(owner(request), request.query as z.output<Q>, viewer(request)),
      );
    },

    /** One of the creator's own items, by `:id`. */
    viewOwn<R extends z.ZodType, P extends IdParam = typeof idParam>(
      path: string,
      spec: ItemSpec<P, R>,
      read: (owner: string, id: string, viewer: V) => Promise<z.output<R>>,
    ) {
      get(path, { ...creator, params: idParam, ...spec }, async (request) =>
        read(owner(request), (request.params as { id: string }).id, viewer(request)),
      );
    },

    /** Deletes one of the creator's items by `:id` (owner or admin); answers `true`. */
    removeOwn<P extends IdParam = typeof idParam>(
      path: string,
      spec: Omit<ItemSpec<P, z.ZodLiteral<true>>, 'response'>,
      remove: (owner: string, id: string, isAdmin: boolean) => Promise<true>,
    ) {
      del(path, { ...creator, params: idParam, ...spec, response: z.literal(true) }, async (request) =>
        remove(owner(request), (request.params as { id: string }).id, viewer(request).isAdmin),
      );
    },

    /** A file's processing status by `:id` and `:fileId`; the URL only for viewers who may see it. */
    fileStatus<P extends z.ZodType<{ id: string; fileId: string }>>(
      path: string,
      spec: Omit<RouteSpec<P, undefined, undefined, typeof fileViewSchema, false>, 'response' | 'paged'>,
      read: (id: string, fileId: string, viewer: V) => Promise<z.output<typeof fileViewSchema>>,
    ) {
      get(path, { ...spec, response: fileViewSchema }, async (request) => {
        const { id, fileId } = request.params as { id: string; fileId: string };
        return read(id, fileId, viewer(request));
      });
    },
  };
}

/** The usual content viewer: who is asking and from which country. */
export const contentViewer = (geo: GeoService) => (request: FastifyRequest) => viewerOf(request, geo);
