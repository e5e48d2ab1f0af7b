import { z } from 'zod';
import {
  fileUploadSchema,
  listQuerySchema,
  okSchema,
  privatePerformerSchema,
  privateUserSchema,
  publicUserSchema,
  updateUserSchema,
} from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import { ok } from '../../http/envelope.js';
import { forbidden, notFound } from '../../http/errors.js';
import { readMultipart } from '../../http/multipart.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { currentUser, requireAuth, requireRole } from '../auth/auth.plugin.js';
import type { FilesService } from '../files/files.service.js';
import { presentUpload } from '../files/files.presenter.js';
import type { PerformersService } from '../performers/performers.service.js';
import { IMAGE_MAX_BYTES, type ProfileMedia } from './profile-media.js';
import { presentPrivateUser, presentPublicUser } from './users.presenter.js';
import type { UsersQueries } from './users.queries.js';
import type { UsersRepository } from './users.repository.js';

/** Most ids one /users/bulk call answers. */
export const BULK_MAX = 100;

export const usersRoutes: Routes<{
  storage: Storage;
  users: UsersRepository;
  queries: UsersQueries;
  performers: PerformersService;
  media: ProfileMedia;
  files: FilesService;
  tmpDir: string;
  /** The fan's wallet balance, minor units. */
  balanceOf: (userId: string) => Promise<number>;
}> = async (app, { storage, users, queries, performers, media, files, tmpDir, balanceOf }) => {
  const { get, put } = routes(app, ['users']);

  get(
    '/users/me',
    {
      preHandler: requireAuth,
      summary: 'The signed-in account: Private User, or Private Performer for a creator (401 without a valid token)',
      response: z.union([privatePerformerSchema, privateUserSchema]),
    },
    async (request) => {
      const user = currentUser(request);
      return user.role === 'performer'
        ? await performers.me(user.id)
        : presentPrivateUser(user, storage, { balanceMinor: await balanceOf(user.id) });
    },
  );

  put(
    '/users',
    {
      preHandler: requireRole('user', 'admin'),
      summary: "Update the fan's own account",
      body: updateUserSchema,
      response: privateUserSchema,
    },
    async (request) =>
      presentPrivateUser(await performers.updateUser(currentUser(request), request.body, request.auth!), storage),
  );

  const avatarResponse = { 200: okSchema(fileUploadSchema) };
  async function uploadAvatar(request: Parameters<typeof readMultipart>[0], targetId: string) {
    const body = await readMultipart(request, { avatar: IMAGE_MAX_BYTES }, tmpDir);
    try {
      const upload = body.files.get('avatar');
      if (!upload) throw notFound('Missing file "avatar"');
      const target = await users.findById(targetId);
      if (!target) throw notFound();
      const file = await media.setImage(target, upload, 'avatar');
      return ok(presentUpload(file, files.publicUrl(file)));
    } finally {
      await body.cleanup();
    }
  }

  app.post(
    '/users/avatar/upload',
    {
      preHandler: requireAuth,
      schema: { tags: ['users'], consumes: ['multipart/form-data'], response: avatarResponse },
    },
    async (request) => uploadAvatar(request, currentUser(request).id),
  );

  app.post(
    '/users/:id/avatar/upload',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['users'],
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.string().max(64) }),
        response: avatarResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.id !== request.params.id && user.role !== 'admin') throw forbidden();
      return uploadAvatar(request, request.params.id);
    },
  );

  get(
    '/users/search',
    {
      preHandler: requireRole('performer', 'admin'),
      summary: 'Fans, for creators',
      querystring: listQuerySchema,
      response: publicUserSchema,
      paged: true,
    },
    async (request) => {
      const { rows, total } = await queries.searchFans(request.query);
      return { data: rows.map((u) => presentPublicUser(u, storage)), total };
    },
  );

  get(
    '/users/view/:id',
    { preHandler: requireAuth, params: z.object({ id: z.string().max(64) }), response: publicUserSchema },
    async (request) => {
      const user = await users.findById(request.params.id);
      if (!user || user.status !== 'active') throw notFound();
      return presentPublicUser(user, storage);
    },
  );

  get(
    '/users/bulk',
    {
      preHandler: requireAuth,
      summary: `Public users by ids (comma separated, at most ${BULK_MAX})`,
      querystring: z.object({
        ids: z
          .string()
          .max(BULK_MAX * 30)
          .default(''),
      }),
      response: z.array(publicUserSchema),
    },
    async (request) => {
      const ids = [
        ...new Set(
          request.query.ids
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ].slice(0, BULK_MAX);
      const rows = await users.findByIds(ids);
      return rows.filter((u) => u.status === 'active').map((u) => presentPublicUser(u, storage));
    },
  );
};
