import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';

export const ROLES = ['user', 'performer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ACCOUNT_STATUSES = ['active', 'inactive', 'pending-email-confirmation'] as const;

/** Every account: fans, creators and operators (business-rules "Roles": one role per account). */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    email: text('email'),
    username: text('username'),
    name: text('name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash'),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    verifiedEmail: boolean('verified_email').notNull().default(false),
    avatarKey: text('avatar_key'),
    coverKey: text('cover_key'),
    gender: text('gender'),
    country: text('country'),
    phone: text('phone'),
    isOnline: boolean('is_online').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_role_idx').on(t.role, t.status),
  ],
);

/** Creator profile: one row per performer account. Money in minor units. */
export const performerProfiles = pgTable(
  'performer_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: text('bio').notNull().default(''),
    monthlyPrice: integer('monthly_price').notNull().default(995),
    yearlyPrice: integer('yearly_price').notNull().default(9900),
    isFreeSubscription: boolean('is_free_subscription').notNull().default(false),
    durationFreeSubscriptionDays: integer('duration_free_subscription_days').notNull().default(1),
    verifiedDocument: boolean('verified_document').notNull().default(false),
    verifiedAccount: boolean('verified_account').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('performer_prices_positive', sql`${t.monthlyPrice} >= 0 AND ${t.yearlyPrice} >= 0`),
    index('performer_profiles_verified_idx').on(t.verifiedDocument),
  ],
);

/** Opaque session tokens, stored as SHA-256 hashes so a database leak reveals no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);
