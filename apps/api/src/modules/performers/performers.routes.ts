import { z } from 'zod';
import {
  bankingSettingsSchema,
  categoryIdsSchema,
  countryCodeSchema,
  fileUploadSchema,
  listQuerySchema,
  optionalBool,
  optionalNumber,
  optionalText,
  paymentGatewaySettingsSchema,
  performerDetailsSchema,
  performerSearchItemSchema,
  privatePerformerSchema,
  updatePerformerSchema,
} from '@fanlane/shared';
import { badRequest, notFound } from '../../http/errors.js';
import { readMultipart } from '../../http/multipart.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { viewerOf } from '../../http/viewer.js';
import { currentUser, requireRole } from '../auth/auth.plugin.js';
import { presentUpload } from '../files/files.presenter.js';
import type { FilesService } from '../files/files.service.js';
import type { GeoService } from '../geo/geo.service.js';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, type ProfileMedia } from '../users/profile-media.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { PerformerSort } from './performers.repository.js';
import type { PerformersService } from './performers.service.js';

const filtersSchema = z.object({
  q: optionalText,
  gender: optionalText,
  country: countryCodeSchema,
  height: optionalText,
  weight: optionalText,
  hair: optionalText,
  pubicHair: optionalText,
  butt: optionalText,
  ethnicity: optionalText,
  eyes: optionalText,
  bodyType: optionalText,
  sexualOrientation: optionalText,
  age: optionalText,
  isFreeSubscription: optionalBool,
  isFeatured: optionalBool,
  followed: optionalBool,
  /** Contract 3.2: `live` on air now, `offline` not. */
  streamingStatus: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['live', 'offline']).optional()),
  /** Age bounds in years, from the date of birth (contract 3.2 `fromAge`, `toAge`). */
  fromAge: optionalNumber(18, 120),
  toAge: optionalNumber(18, 120),
  /** Monthly subscription price bounds in the site currency (an extension: explore's price filter). */
  minPrice: optionalNumber(0, 100_000),
  maxPrice: optionalNumber(0, 100_000),
  categoryIds: categoryIdsSchema,
  performerIds: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : String(v).split(',')),
    z.array(z.string().max(64)).max(100).optional(),
  ),
});

const SORTS: PerformerSort[] = [
  'relevance',
  'latest',
  'oldest',
  'popular',
  'online',
  'live',
  'updatedAt',
  'createdAt',
  'name',
];

export const performersRoutes: Routes<{
  performers: PerformersService;
  users: UsersRepository;
  media: ProfileMedia;
  files: FilesService;
  geo: GeoService;
  tmpDir: string;
}> = async (app, { performers, users, media, files, geo, tmpDir }) => {
  const self = requireRole('performer');

  const { get, post, put } = routes(app, ['performers']);

  get('/performers/me', { preHandler: self, response: privatePerformerSchema }, async (request) =>
    performers.me(currentUser(request).id),
  );

  put(
    '/performers/me',
    {
      preHandler: self,
      summary: "Update the creator's own profile",
      body: updatePerformerSchema,
      response: privatePerformerSchema,
    },
    async (request) => performers.updateMe(currentUser(request), request.body, request.auth!),
  );

  const uploadOne = async (request: Parameters<typeof readMultipart>[0], field: string, limit: number) => {
    const body = await readMultipart(request, { [field]: limit }, tmpDir);
    const upload = body.files.get(field);
    if (!upload) {
      await body.cleanup();
      throw notFound(`Missing file "${field}"`);
    }
    return { upload, cleanup: body.cleanup };
  };

  for (const kind of ['avatar', 'cover'] as const) {
    const { post } = routes(app, ['performers']);

    post(
      `/performers/${kind}/upload`,
      { preHandler: self, consumes: ['multipart/form-data'], response: fileUploadSchema },
      async (request) => {
        const { upload, cleanup } = await uploadOne(request, kind, IMAGE_MAX_BYTES);
        try {
          const file = await media.setImage(currentUser(request), upload, kind);
          return presentUpload(file, files.publicUrl(file));
        } finally {
          await cleanup();
        }
      },
    );
  }

  post(
    '/performers/welcome-video/upload',
    { preHandler: self, consumes: ['multipart/form-data'], response: fileUploadSchema },
    async (request) => {
      const { upload, cleanup } = await uploadOne(request, 'welcome-video', VIDEO_MAX_BYTES);
      try {
        // Transcoded by the media job (status `processing` until then); `url` is where it will be.
        const { file, url } = await media.setWelcomeVideo(currentUser(request), upload);
        return presentUpload(file, url);
      } finally {
        await cleanup();
      }
    },
  );

  post(
    '/performers/documents/upload/:slot',
    {
      preHandler: self,
      summary: 'Replace an identity document (private; answered with a signed link)',
      consumes: ['multipart/form-data'],
      params: z.object({ slot: z.enum(['idVerificationId', 'documentVerificationId']) }),
      response: fileUploadSchema,
    },
    async (request) => {
      const user = currentUser(request);
      const { upload, cleanup } = await uploadOne(request, 'file', IMAGE_MAX_BYTES);
      try {
        const type = request.params.slot === 'idVerificationId' ? 'id-verification' : 'document-verification';
        const file = upload.filename.toLowerCase().endsWith('.pdf')
          ? await files.storeRaw(user.id, upload, { type, acl: 'private', kinds: ['document'] })
          : await files.storeImage(user.id, upload, { type, acl: 'private', maxSide: 2400 });
        const profile = await users.profile(user.id);
        const old = profile?.[request.params.slot] ? await files.get(profile[request.params.slot]!) : null;
        // A new document needs a new review.
        await users.update(user.id, {}, { [request.params.slot]: file.id, verifiedDocument: false });
        if (old) await files.remove(old);
        return presentUpload(file, await files.signedUrl(file.id, user.id));
      } finally {
        await cleanup();
      }
    },
  );

  put(
    '/performers/banking-settings',
    { preHandler: self, body: bankingSettingsSchema, response: z.record(z.string(), z.unknown()) },
    async (request) => {
      const { SSN, ...rest } = request.body;
      return performers.setBanking(currentUser(request).id, { ...rest, ssn: SSN ?? '' });
    },
  );

  put(
    '/performers/payment-gateway-settings',
    { preHandler: self, body: paymentGatewaySettingsSchema, response: z.record(z.string(), z.unknown()) },
    async (request) => performers.setGateway(currentUser(request).id, request.body.key, request.body.value),
  );

  const searchQuery = listQuerySchema.extend(filtersSchema.shape);
  get(
    '/performers/user/search',
    {
      summary: 'Verified creators, filtered by the profile option lists, country, gender and text',
      querystring: searchQuery,
      response: performerSearchItemSchema,
      paged: true,
    },
    async (request) => {
      const { limit, offset, sort, sortBy, ...filters } = request.query;
      // A text search is ranked by relevance unless another order is asked for.
      const asked = new URL(request.url, 'http://x').searchParams.get('sortBy');
      const sortKey =
        filters.q && !asked ? 'relevance' : (SORTS as string[]).includes(sortBy) ? (sortBy as PerformerSort) : 'online';
      const viewer = viewerOf(request, geo);
      const result = await performers.search(filters, viewer, { limit, offset, sort: sortKey, direction: sort });
      return { data: result.data, total: result.total };
    },
  );

  get(
    '/performers/top',
    { querystring: listQuerySchema.extend({ gender: optionalText }), response: performerSearchItemSchema, paged: true },
    async (request) => {
      const { limit, offset, gender } = request.query;
      const result = await performers.search({ gender }, viewerOf(request, geo), {
        limit,
        offset,
        sort: 'popular',
        direction: 'desc',
      });
      return { data: result.data, total: result.total };
    },
  );

  get(
    '/performers/search/random',
    {
      summary: 'Up to 50 verified creators in random order (no total)',
      querystring: filtersSchema.pick({ gender: true, country: true, isFreeSubscription: true, isFeatured: true }),
      response: z.object({ data: z.array(performerSearchItemSchema) }),
    },
    async (request) => ({ data: await performers.random(request.query, viewerOf(request, geo)) }),
  );

  get(
    '/performers/:id',
    {
      summary: 'A creator by id or username',
      params: z.object({ id: z.string().min(1).max(64) }),
      response: performerDetailsSchema,
    },
    async (request) => {
      if (!/^[A-Za-z0-9]+$/.test(request.params.id)) throw badRequest('id must be an id or a username');
      return performers.details(request.params.id, viewerOf(request, geo));
    },
  );
};
