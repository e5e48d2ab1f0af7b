import { z } from 'zod';
import { listQuerySchema, pagedSchema, performerSearchItemSchema, publicUserSchema } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { currentUser, requireAuth } from '../auth/auth.plugin.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import { presentSearchItem } from '../performers/performers.presenter.js';
import { presentPublicUser } from '../users/users.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { FollowRow, FollowsService } from './follows.service.js';

const followSchema = z.object({
  _id: z.string(),
  followerId: z.string(),
  followingId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const presentFollow = (f: FollowRow) => ({
  _id: f.id,
  followerId: f.followerId,
  followingId: f.followingId,
  createdAt: f.createdAt.toISOString(),
  updatedAt: f.updatedAt.toISOString(),
});

export const followsRoutes: Routes<{
  follows: FollowsService;
  users: UsersRepository;
  performers: PerformersRepository;
  storage: Storage;
}> = async (app, { follows, users, performers, storage }) => {
  const params = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'must be an id') });

  const { post, del } = routes(app, ['follows']);

  post(
    '/follows/:id',
    { preHandler: requireAuth, summary: 'Follow a creator (idempotent)', params, response: followSchema },
    async (request) => presentFollow(await follows.follow(currentUser(request).id, request.params.id)),
  );

  del('/follows/:id', { preHandler: requireAuth, params, response: z.literal(true) }, async (request) => {
    await follows.unfollow(currentUser(request).id, request.params.id);
    return true as const;
  });

  const listed = pagedSchema(
    followSchema.extend({
      followerInfo: publicUserSchema.nullable(),
      followingInfo: performerSearchItemSchema.nullable(),
    }),
  );
  for (const side of ['followers', 'following'] as const) {
    const { get } = routes(app, ['follows']);

    get(
      `/follows/${side}`,
      { preHandler: requireAuth, querystring: listQuerySchema, response: listed },
      async (request) => {
        const { rows, total } = await follows.list(side, currentUser(request).id, request.query);
        const followers = new Map((await users.findByIds(rows.map((r) => r.followerId))).map((u) => [u.id, u]));
        const creators = await Promise.all(rows.map((r) => performers.find(r.followingId)));
        return {
          data: rows.map((r, i) => {
            const follower = followers.get(r.followerId);
            const creator = creators[i];
            return {
              ...presentFollow(r),
              followerInfo: follower ? presentPublicUser(follower, storage) : null,
              followingInfo: creator ? presentSearchItem(creator, storage, side === 'following') : null,
            };
          }),
          total,
        };
      },
    );
  }
};
