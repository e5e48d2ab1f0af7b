import { okSchema } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import { ok } from '../../http/envelope.js';
import type { Routes } from '../../http/types.js';
import { currentUser, requireAuth } from '../auth/auth.plugin.js';
import { presentPrivateUser, privateUserSchema } from './users.presenter.js';

export const usersRoutes: Routes<{ storage: Storage }> = async (app, { storage }) => {
  app.get(
    '/users/me',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['users'],
        summary: 'The signed-in account (401 without a valid token)',
        response: { 200: okSchema(privateUserSchema) },
      },
    },
    async (request) => ok(presentPrivateUser(currentUser(request), storage)),
  );
};
