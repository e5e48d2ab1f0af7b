import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { pageOf } from '../../db/paging.js';
import { notificationPreferences, notifications } from '../../db/schema/index.js';
import { rowsWhere, rowWhere, upsertRow } from '../shared-repo/rows.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert & { id: string };
export type PreferencesRow = typeof notificationPreferences.$inferSelect;
export type TypeChoices = PreferencesRow['types'];

/** What one event says, whoever receives it (a fan-out writes it once per recipient). */
export interface NotificationContent {
  type: string;
  actorId: string | null;
  objectType: string;
  objectId: string;
  link: string;
  data: Record<string, unknown>;
  dedupeKey: string | null;
}

/** The notifications tables: only this module reads or writes them. */
export function createNotificationsRepository(db: Db) {
  return {
    /** Rows not there yet (by id or by recipient and dedupe key); answers those written. */
    async insertMany(rows: NewNotification[]): Promise<NotificationRow[]> {
      if (!rows.length) return [];
      return db.insert(notifications).values(rows).onConflictDoNothing().returning();
    },

    /**
     * One event for many recipients in one statement, leaving out those who turned the type off in
     * the bell; answers the rows written (recipients who had it already are skipped by the key).
     */
    async insertForRecipients(userIds: string[], content: NotificationContent): Promise<NotificationRow[]> {
      if (!userIds.length) return [];
      const ids = userIds.map(() => newId());
      const result = await db.execute(sql`
        insert into ${notifications} (id, user_id, type, actor_id, object_type, object_id, link, data, dedupe_key)
        select r.id, r.user_id, ${content.type}, ${content.actorId}, ${content.objectType}, ${content.objectId},
          ${content.link}, ${JSON.stringify(content.data)}::jsonb, ${content.dedupeKey}
        from unnest(${sql.param(ids)}::text[], ${sql.param(userIds)}::text[]) as r(id, user_id)
        where not exists (
          select 1 from ${notificationPreferences} p
          where p.user_id = r.user_id and p.types -> ${content.type} ->> 'inApp' = 'false'
        )
        on conflict do nothing
        returning id, user_id, created_at`);
      const rows = (result as unknown as { rows: { id: string; user_id: string; created_at: string | Date }[] }).rows;
      return rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        type: content.type,
        actorId: content.actorId,
        objectType: content.objectType,
        objectId: content.objectId,
        link: content.link,
        data: content.data,
        dedupeKey: content.dedupeKey,
        readAt: null,
        createdAt: new Date(r.created_at),
      }));
    },

    page(userId: string, filter: { types?: string[]; unread?: boolean; limit: number; offset: number }) {
      return pageOf(
        db,
        notifications,
        [
          eq(notifications.userId, userId),
          filter.types?.length ? inArray(notifications.type, filter.types) : undefined,
          filter.unread ? isNull(notifications.readAt) : undefined,
        ],
        [desc(notifications.createdAt), desc(notifications.id)],
        filter,
      );
    },

    unreadCount: (userId: string) =>
      db.$count(notifications, and(eq(notifications.userId, userId), isNull(notifications.readAt))),

    /** Marks one of the account's notifications read; false when it has none by that id. */
    async markRead(userId: string, id: string): Promise<boolean> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return !!row;
    },

    async markAllRead(userId: string): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    async preferences(userId: string): Promise<PreferencesRow | null> {
      return rowWhere(db, notificationPreferences, eq(notificationPreferences.userId, userId));
    },

    async preferencesOf(userIds: string[]): Promise<Map<string, PreferencesRow>> {
      if (!userIds.length) return new Map();
      const rows = await db
        .select()
        .from(notificationPreferences)
        .where(inArray(notificationPreferences.userId, userIds));
      return new Map(rows.map((r) => [r.userId, r]));
    },

    /** Among these accounts, those whose choices differ from the defaults for a type or who take a digest. */
    async choicesAmong(userIds: string[], type: string) {
      if (!userIds.length) return [];
      return db
        .select({
          userId: notificationPreferences.userId,
          email: sql<string | null>`${notificationPreferences.types} -> ${type} ->> 'email'`,
          digest: notificationPreferences.digest,
        })
        .from(notificationPreferences)
        .where(
          and(
            inArray(notificationPreferences.userId, userIds),
            or(eq(notificationPreferences.digest, true), sql`${notificationPreferences.types} -> ${type} ? 'email'`),
          ),
        );
    },

    async savePreferences(userId: string, values: { types: TypeChoices; digest: boolean }) {
      const changes = { ...values, updatedAt: new Date() };
      return upsertRow(db, notificationPreferences, notificationPreferences.userId, { userId, ...values }, changes);
    },

    /** Accounts taking a digest whose last one went out a day ago or more (or never). */
    digestsDue(limit: number): Promise<PreferencesRow[]> {
      const { digest, digestSentAt } = notificationPreferences;
      const lastOneDayAgo = or(isNull(digestSentAt), lt(digestSentAt, sql`now() - interval '1 day'`));
      return rowsWhere(db, notificationPreferences, and(eq(digest, true), lastOneDayAgo), limit);
    },

    /** The account's notifications of these types since a time (newest first, at most `limit`). */
    since(userId: string, types: string[], after: Date | null, limit: number) {
      if (!types.length) return Promise.resolve([]);
      const where: SQL[] = [eq(notifications.userId, userId), inArray(notifications.type, types)];
      if (after) where.push(sql`${notifications.createdAt} > ${after.toISOString()}::timestamptz`);
      return db
        .select()
        .from(notifications)
        .where(and(...where))
        .orderBy(desc(notifications.createdAt))
        .limit(limit);
    },

    async markDigestSent(userId: string, at: Date) {
      await db
        .update(notificationPreferences)
        .set({ digestSentAt: at })
        .where(eq(notificationPreferences.userId, userId));
    },

    /** Deletes read notifications older than `readBefore` and any older than `before`. */
    async prune(readBefore: Date, before: Date): Promise<number> {
      const removed = await db
        .delete(notifications)
        .where(
          or(
            lt(notifications.createdAt, before),
            and(lt(notifications.createdAt, readBefore), sql`${notifications.readAt} is not null`),
          ),
        )
        .returning({ id: notifications.id });
      return removed.length;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
