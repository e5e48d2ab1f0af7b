import { z } from 'zod';
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationQuerySchema,
  notificationSchema,
  okSchema,
  pagedSchema,
  readResultSchema,
  unreadCountSchema,
} from '@fanlane/shared';
import { ok } from '../../http/envelope.js';
import type { Routes } from '../../http/types.js';
import { currentUser, requireAuth } from '../auth/auth.plugin.js';
import type { NotificationsService } from './notifications.service.js';

const tags = ['notifications'];

/** The notifications centre: the account's own notifications and choices, nobody else's. */
export const notificationsRoutes: Routes<{ notifications: NotificationsService }> = async (app, { notifications }) => {
  app.get(
    '/notifications',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'The account’s notifications, newest first (filter by `type`, comma separated, or `unread`)',
        querystring: notificationQuerySchema,
        response: { 200: okSchema(pagedSchema(notificationSchema)) },
      },
    },
    async (request) => ok(await notifications.list(currentUser(request).id, request.query)),
  );

  app.get(
    '/notifications/unread-count',
    { preHandler: requireAuth, schema: { tags, response: { 200: okSchema(unreadCountSchema) } } },
    async (request) => ok({ total: await notifications.unreadCount(currentUser(request).id) }),
  );

  app.post(
    '/notifications/read/:id',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Marks one notification read; answers the unread count left',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: okSchema(readResultSchema) },
      },
    },
    async (request) =>
      ok({ success: true as const, total: await notifications.read(currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/notifications/read-all',
    { preHandler: requireAuth, schema: { tags, response: { 200: okSchema(readResultSchema) } } },
    async (request) => ok({ success: true as const, total: await notifications.readAll(currentUser(request).id) }),
  );

  app.get(
    '/notifications/preferences',
    { preHandler: requireAuth, schema: { tags, response: { 200: okSchema(notificationPreferencesSchema) } } },
    async (request) => {
      const user = currentUser(request);
      return ok(await notifications.preferences(user.id, user.role === 'performer'));
    },
  );

  app.put(
    '/notifications/preferences',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Changes the bell and mail choice of some types, and the daily digest',
        body: notificationPreferencesUpdateSchema,
        response: { 200: okSchema(notificationPreferencesSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok(await notifications.updatePreferences(user.id, user.role === 'performer', request.body));
    },
  );
};
