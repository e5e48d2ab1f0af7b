import { z } from 'zod';
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationQuerySchema,
  notificationSchema,
  readResultSchema,
  unreadCountSchema,
} from '@fanlane/shared';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { currentUser, requireAuth } from '../auth/auth.plugin.js';
import type { NotificationsService } from './notifications.service.js';

/** The notifications centre: the account's own notifications and choices, nobody else's. */
export const notificationsRoutes: Routes<{ notifications: NotificationsService }> = async (app, { notifications }) => {
  const { get, post, put } = routes(app, ['notifications']);

  get(
    '/notifications',
    {
      preHandler: requireAuth,
      summary: 'The account’s notifications, newest first (filter by `type`, comma separated, or `unread`)',
      querystring: notificationQuerySchema,
      response: notificationSchema,
      paged: true,
    },
    async (request) => notifications.list(currentUser(request).id, request.query),
  );

  get('/notifications/unread-count', { preHandler: requireAuth, response: unreadCountSchema }, async (request) => ({
    total: await notifications.unreadCount(currentUser(request).id),
  }));

  post(
    '/notifications/read/:id',
    {
      preHandler: requireAuth,
      summary: 'Marks one notification read; answers the unread count left',
      params: z.object({ id: z.string().min(1).max(64) }),
      response: readResultSchema,
    },
    async (request) => ({
      success: true as const,
      total: await notifications.read(currentUser(request).id, request.params.id),
    }),
  );

  post('/notifications/read-all', { preHandler: requireAuth, response: readResultSchema }, async (request) => ({
    success: true as const,
    total: await notifications.readAll(currentUser(request).id),
  }));

  get(
    '/notifications/preferences',
    { preHandler: requireAuth, response: notificationPreferencesSchema },
    async (request) => {
      const user = currentUser(request);
      return notifications.preferences(user.id, user.role === 'performer');
    },
  );

  put(
    '/notifications/preferences',
    {
      preHandler: requireAuth,
      summary: 'Changes the bell and mail choice of some types, and the daily digest',
      body: notificationPreferencesUpdateSchema,
      response: notificationPreferencesSchema,
    },
    async (request) => {
      const user = currentUser(request);
      return notifications.updatePreferences(user.id, user.role === 'performer', request.body);
    },
  );
};
