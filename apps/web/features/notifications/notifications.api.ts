import {
  notificationPreferencesSchema,
  notificationSchema,
  pagedSchema,
  readResultSchema,
  unreadCountSchema,
  type Notification,
  type NotificationPreferences,
  type Paged,
} from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';

export interface NotificationListArgs {
  limit: number;
  offset?: number;
  unread?: boolean;
  type?: string;
}

/** The notifications centre (contract 3.8): the bell's count and latest, the page, read marks, preferences. */
export const notificationsApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    unreadNotifications: build.query<number, void>({
      query: () => ({ path: '/notifications/unread-count', schema: unreadCountSchema }),
      transformResponse: (answer: { total: number }) => answer.total,
      providesTags: ['Notifications'],
    }),
    notifications: build.query<Paged<Notification>, NotificationListArgs>({
      query: ({ limit, offset = 0, unread, type }) => ({
        path: '/notifications',
        query: { limit, offset, unread: unread ? true : undefined, type: type || undefined },
        schema: pagedSchema(notificationSchema),
      }),
      providesTags: ['Notifications'],
    }),
    readNotification: build.mutation<unknown, string>({
      query: (id) => ({ path: `/notifications/read/${id}`, method: 'POST', schema: readResultSchema }),
      invalidatesTags: ['Notifications'],
    }),
    readAllNotifications: build.mutation<unknown, void>({
      query: () => ({ path: '/notifications/read-all', method: 'POST', schema: readResultSchema }),
      invalidatesTags: ['Notifications'],
    }),
    notificationPreferences: build.query<NotificationPreferences, void>({
      query: () => ({ path: '/notifications/preferences', schema: notificationPreferencesSchema }),
    }),
    saveNotificationPreferences: build.mutation<
      NotificationPreferences,
      { digest?: boolean; types?: { type: string; inApp?: boolean; email?: boolean }[] }
    >({
      query: (body) => ({
        path: '/notifications/preferences',
        method: 'PUT',
        body,
        schema: notificationPreferencesSchema,
      }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(notificationsApi.util.upsertQueryData('notificationPreferences', undefined, data));
      },
    }),
  }),
});
export const {
  useUnreadNotificationsQuery,
  useNotificationsQuery,
  useReadNotificationMutation,
  useReadAllNotificationsMutation,
  useNotificationPreferencesQuery,
  useSaveNotificationPreferencesMutation,
} = notificationsApi;
