import { and, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type ListQuery } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { performerProfiles, users } from '../../db/schema/index.js';
import { unprocessable } from '../../http/errors.js';
import { pageOf, sortOf, type RowsPage, type SortedPage } from '../../db/paging.js';
import { escapeLike, visibleContent } from '../content/visibility.js';
import type { ContentViewer } from '../content/access.service.js';
import { replaceCategoryLinks } from '../catalog/catalog.repository.js';
import type { Tx } from '../ledger/ledger.service.js';
import { firstRowWhere, rowsWhere } from '../shared-repo/rows.js';

export type NewUser = typeof users.$inferInsert;
export type UserRow = typeof users.$inferSelect;
/** An account's role (`admin`, `moderator` and `finance` are the staff roles). */
export type Role = UserRow['role'];
export type PerformerProfileRow = typeof performerProfiles.$inferSelect;
export type NewPerformerProfile = Omit<typeof performerProfiles.$inferInsert, 'userId'>;

/** Turns a race on the unique email/username indexes into the same 422 the pre-checks give. */
function rethrowTaken(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint === 'users_email_key') throw unprocessable(ACCOUNT_MESSAGES.emailTaken, 'EMAIL_TAKEN');
  if (constraint === 'users_username_key') throw unprocessable(ACCOUNT_MESSAGES.usernameTaken, 'USERNAME_TAKEN');
  throw err;
}

/** Whether the creator is an account this viewer may see (active, blocking neither them nor their country). */
export async function creatorVisibleTo(db: Db, performerId: string, viewer: ContentViewer): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, performerId), ...visibleContent(users.id, viewer)));
  return !!row;
}

export function createUsersRepository(db: Db) {
  return {
    /** A new account; a creator's profile and categories (422 for an unknown one) in the same transaction. */
    async insert(user: NewUser, profile?: NewPerformerProfile, categoryIds?: string[]) {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(users).values(user).returning();
          if (!row) throw new Error('user insert returned nothing');
          if (row.role === 'performer') {
            await tx.insert(performerProfiles).values({ ...profile, userId: row.id });
            if (categoryIds?.length) await replaceCategoryLinks(tx, row.id, categoryIds);
          }
          return row;
        });
      } catch (err) {
        rethrowTaken(err);
      }
    },

    /** `categoryIds`, when given, replaces a creator's categories (all or nothing, 422 for an unknown one). */
    async update(id: string, values: Partial<NewUser>, profile?: Partial<NewPerformerProfile>, categoryIds?: string[]) {
      try {
        return await db.transaction(async (tx) => {
          const [row] = Object.keys(values).length
            ? await tx.update(users).set(values).where(eq(users.id, id)).returning()
            : await tx.select().from(users).where(eq(users.id, id));
          if (profile && Object.keys(profile).length) {
            await tx.update(performerProfiles).set(profile).where(eq(performerProfiles.userId, id));
          }
          if (categoryIds) await replaceCategoryLinks(tx, id, categoryIds);
          return row!;
        });
      } catch (err) {
        rethrowTaken(err);
      }
    },

    /** Stores presence; answers whether it changed (an unchanged value is not written, nor notified). */
    async setOnline(id: string, isOnline: boolean) {
      const changed = await db
        .update(users)
        .set({ isOnline })
        .where(and(eq(users.id, id), ne(users.isOnline, isOnline)))
        .returning({ id: users.id });
      return changed.length > 0;
    },

    findById: (id: string) => userById(db, id),

    findByIds: (ids: string[]) => usersByIds(db, ids),

    /** By email or username, case-insensitively (the login form takes either). */
    async findByLogin(login: string) {
      const value = login.trim().toLowerCase();
      return firstRowWhere(
        db,
        users,
        or(sql`lower(${users.email}) = ${value}`, sql`lower(${users.username}) = ${value}`),
      );
    },

    async findByEmail(email: string) {
      return firstRowWhere(db, users, sql`lower(${users.email}) = ${email.toLowerCase()}`);
    },

    async emailTaken(email: string, exceptId?: string) {
      const where = sql`lower(${users.email}) = ${email.toLowerCase()}`;
      return (await db.$count(users, exceptId ? and(where, ne(users.id, exceptId)) : where)) > 0;
    },

    async usernameTaken(username: string, exceptId?: string) {
      const where = sql`lower(${users.username}) = ${username.toLowerCase()}`;
      return (await db.$count(users, exceptId ? and(where, ne(users.id, exceptId)) : where)) > 0;
    },

    async profile(userId: string) {
      return firstRowWhere(db, performerProfiles, eq(performerProfiles.userId, userId));
    },

    async findAdmins() {
      return rowsWhere(db, users, and(eq(users.role, 'admin'), eq(users.status, 'active')));
    },

    async count() {
      return db.$count(users);
    },

    /** The operators' account search (issue #18): text, role, status, creators' document check. */
    async search(
      filters: { q?: string; role?: string; status?: string; verifiedDocument?: boolean; roles?: string[] },
      page: SortedPage,
    ) {
      const where: (SQL | undefined)[] = [
        filters.role ? eq(users.role, filters.role as UserRow['role']) : undefined,
        filters.roles ? inArray(users.role, filters.roles as UserRow['role'][]) : undefined,
        filters.status ? eq(users.status, filters.status as UserRow['status']) : undefined,
        filters.verifiedDocument === undefined
          ? undefined
          : eq(performerProfiles.verifiedDocument, filters.verifiedDocument),
        filters.q
          ? or(
              ilike(users.username, `%${escapeLike(filters.q)}%`),
              ilike(users.email, `%${escapeLike(filters.q)}%`),
              ilike(users.name, `%${escapeLike(filters.q)}%`),
            )
          : undefined,
      ];
      const condition = and(...where);
      const order = sortOf(
        page,
        { createdAt: users.createdAt, updatedAt: users.updatedAt, username: users.username, name: users.name },
        users.createdAt,
        users.id,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({ user: users, profile: performerProfiles })
          .from(users)
          .leftJoin(performerProfiles, eq(performerProfiles.userId, users.id))
          .where(condition)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .leftJoin(performerProfiles, eq(performerProfiles.userId, users.id))
          .where(condition),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Accounts by role and status, and those created since a date (the dashboard). */
    async counts(since: Date) {
      const rows = await db
        .select({
          role: users.role,
          total: sql<number>`count(*)::int`,
          recent: sql<number>`(count(*) filter (where ${users.createdAt} >= ${since.toISOString()}::timestamptz))::int`,
          awaitingReview: sql<number>`(count(*) filter (where ${performerProfiles.verifiedDocument} = false))::int`,
        })
        .from(users)
        .leftJoin(performerProfiles, eq(performerProfiles.userId, users.id))
        .groupBy(users.role);
      return rows;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

const FAN_SORTABLE = {
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  name: users.name,
  username: users.username,
} as const;

/** A page of active fans whose name or username matches the query's text, and their total. */
export async function searchFans(db: Db, query: ListQuery): Promise<RowsPage<UserRow>> {
  const conditions = [eq(users.role, 'user'), eq(users.status, 'active')];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.username, pattern))!);
  }
  return pageOf(db, users, conditions, sortOf(query, FAN_SORTABLE, users.updatedAt, users.id), query);
}

/** Fan and creator sign-ups per UTC day since the date, the oldest day first (the dashboard). */
export async function signupsByDay(db: Db, since: Date): Promise<{ day: string; n: number }[]> {
  const result = await db.execute(sql`
        select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day, count(*)::int as n
        from ${users} where created_at >= ${since.toISOString()}::timestamptz and role in ('user', 'performer')
        group by 1 order by 1`);
  return (result as unknown as { rows: { day: string; n: number }[] }).rows;
}

/** The account's username, or null when there is no such account. */
export async function usernameById(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
  return row?.username ?? null;
}

/** Whether `id` is a creator's account (role performer). */
export async function isCreatorAccount(db: Db, id: string): Promise<boolean> {
  const [creator] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'performer')))
    .limit(1);
  return !!creator;
}

/** Of these account ids, those of active creators. */
export async function activeCreatorIds(db: Db, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'performer'), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

/** One account by id, or null. */
export async function userById(db: Db, id: string): Promise<UserRow | null> {
  return firstRowWhere(db, users, eq(users.id, id));
}

/** The accounts with these ids (in no particular order). */
export async function usersByIds(db: Db, ids: string[]): Promise<UserRow[]> {
  return ids.length ? db.select().from(users).where(inArray(users.id, ids)) : [];
}

/** The role of an account this viewer may see (active, blocking neither them nor their country); null when none. */
export async function visibleAccountRole(db: Db, userId: string, viewer: ContentViewer): Promise<Role | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), ...visibleContent(users.id, viewer)));
  return row ? row.role : null;
}

/**
 * Moves the follow counters of a follow made (+1) or undone (-1, never below zero): the creator's
 * followers and the follower's following, in the caller's transaction.
 */
export async function countFollow(tx: Tx, followerId: string, performerId: string, delta: 1 | -1): Promise<void> {
  await tx
    .update(performerProfiles)
    .set({
      followerCount:
        delta > 0
          ? sql`${performerProfiles.followerCount} + 1`
          : sql`greatest(${performerProfiles.followerCount} - 1, 0)`,
    })
    .where(eq(performerProfiles.userId, performerId));
  await tx
    .update(users)
    .set({
      followingCount: delta > 0 ? sql`${users.followingCount} + 1` : sql`greatest(${users.followingCount} - 1, 0)`,
    })
    .where(eq(users.id, followerId));
}
