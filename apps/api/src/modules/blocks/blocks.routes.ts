import { z } from 'zod';
import { listQuerySchema, publicUserSchema } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import { badRequest } from '../../http/errors.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { currentUser, requireRole } from '../auth/auth.plugin.js';
import type { ReferenceService } from '../reference/reference.service.js';
import { presentPublicUser } from '../users/users.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { BlocksService, UserBlockRow } from './blocks.service.js';

const blockSchema = z.object({
  _id: z.string(),
  source: z.literal('performer'),
  sourceId: z.string(),
  target: z.literal('user'),
  targetId: z.string(),
  reason: z.string(),
  targetInfo: publicUserSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const blocksRoutes: Routes<{
  blocks: BlocksService;
  users: UsersRepository;
  storage: Storage;
  reference: ReferenceService;
}> = async (app, { blocks, users, storage, reference }) => {
  app.addHook('preHandler', requireRole('performer'));

  const present = async (rows: UserBlockRow[]) => {
    const targets = new Map((await users.findByIds(rows.map((r) => r.targetId))).map((u) => [u.id, u]));
    return rows.map((r) => {
      const target = targets.get(r.targetId);
      return {
        _id: r.id,
        source: 'performer' as const,
        sourceId: r.performerId,
        target: 'user' as const,
        targetId: r.targetId,
        reason: r.reason,
        targetInfo: target ? presentPublicUser(target, storage) : null,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  };

  const { get, post, del } = routes(app, ['blocks']);

  post(
    '/block/users',
    {
      summary: 'Block a fan from all of this creator (idempotent)',
      body: z.object({
        targetId: z.string().regex(/^[0-9a-f]{24}$/, 'must be an id'),
        target: z.string().optional(),
        reason: z.string().max(500).default(''),
      }),
      response: blockSchema,
    },
    async (request) => {
      const row = await blocks.blockUser(currentUser(request).id, request.body.targetId, request.body.reason);
      return (await present([row]))[0]!;
    },
  );

  del(
    '/block/users/:id',
    { params: z.object({ id: z.string().max(64) }), response: z.object({ unlocked: z.literal(true) }) },
    async (request) => {
      await blocks.unblockUser(currentUser(request).id, request.params.id);
      return { unlocked: true as const };
    },
  );

  get('/block/users', { querystring: listQuerySchema, response: blockSchema, paged: true }, async (request) => {
    const { rows, total } = await blocks.listUsers(currentUser(request).id, request.query);
    return { data: await present(rows), total };
  });

  post(
    '/block/countries',
    {
      summary: "Replace this creator's blocked countries",
      body: z.object({
        countryCodes: z.array(z.string().regex(/^[A-Za-z]{2}$/, 'must be a 2-letter country code')).max(300),
      }),
      response: z.object({
        _id: z.string(),
        source: z.literal('performer'),
        sourceId: z.string(),
        countryCodes: z.array(z.string()),
        createdAt: z.string(),
        updatedAt: z.string(),
      }),
    },
    async (request) => {
      const unknown = request.body.countryCodes.filter((c) => !reference.isCountryCode(c));
      if (unknown.length) throw badRequest(`Unknown country codes: ${unknown.join(', ')}`);
      const row = await blocks.setCountries(currentUser(request).id, request.body.countryCodes);
      return {
        _id: row.id,
        source: 'performer' as const,
        sourceId: row.performerId,
        countryCodes: row.countryCodes,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  );
};
