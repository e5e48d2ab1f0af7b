import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { counter, createdAt, fraction, tableWithId, timestamps, ts } from './columns.js';
import { userRef } from './refs.js';

/** `admin`, `moderator` and `finance` are the staff roles (packages/shared staff.ts grants their permissions). */
export const ROLES = ['user', 'performer', 'admin', 'moderator', 'finance'] as const;
export type Role = (typeof ROLES)[number];
export const ACCOUNT_STATUSES = ['active', 'inactive', 'pending-email-confirmation'] as const;

/** Every account: fans, creators and operators (business-rules "Roles": one role per account). */
export const users = tableWithId(
  'users',
  {
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
    /** How many creators this account follows (kept with the follows rows, in one transaction). */
    followingCount: counter('following_count'),
    /** A suspension's end (status is 'inactive' meanwhile); null with 'inactive' means until lifted. */
    suspendedUntil: ts('suspended_until'),
    ...timestamps(),
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
    userId: userRef('user_id').primaryKey(),
    bio: text('bio').notNull().default(''),
    monthlyPrice: integer('monthly_price').notNull().default(995),
    yearlyPrice: integer('yearly_price').notNull().default(9900),
    publicChatPrice: counter('public_chat_price'),
    /** Price of one minute of a private 1:1 show, minor units (0: not offered). */
    privateChatPrice: counter('private_chat_price'),
    /** Whether fans may ask for private shows. */
    acceptPrivateRequests: boolean('accept_private_requests').notNull().default(false),
    isFreeSubscription: boolean('is_free_subscription').notNull().default(false),
    durationFreeSubscriptionDays: integer('duration_free_subscription_days').notNull().default(1),
    verifiedDocument: boolean('verified_document').notNull().default(false),
    verifiedAccount: boolean('verified_account').notNull().default(false),
    /** Active subscribers, recounted whenever a subscription starts, ends or is cancelled. */
    subscriberCount: counter('subscriber_count'),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Platform share override; null means the site's performerCommission (0 is a valid override). */
    commission: fraction('commission'),
    dateOfBirth: date('date_of_birth'),
    phoneCode: text('phone_code').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    address: text('address').notNull().default(''),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    /** Profile option values (product-spec section 3); empty when not given. */
    height: text('height').notNull().default(''),
    weight: text('weight').notNull().default(''),
    hair: text('hair').notNull().default(''),
    pubicHair: text('pubic_hair').notNull().default(''),
    butt: text('butt').notNull().default(''),
    ethnicity: text('ethnicity').notNull().default(''),
    eyes: text('eyes').notNull().default(''),
    bodyType: text('body_type').notNull().default(''),
    sexualOrientation: text('sexual_orientation').notNull().default(''),
    ageBand: text('age_band').notNull().default(''),
    welcomeVideoKey: text('welcome_video_key'),
    activateWelcomeVideo: boolean('activate_welcome_video').notNull().default(false),
    idVerificationId: text('id_verification_id'),
    documentVerificationId: text('document_verification_id'),
    followerCount: counter('follower_count'),
    views: counter('views'),
    score: counter('score'),
    ...timestamps(),
  },
  (t) => [
    check(
      'performer_prices_positive',
      sql`${t.monthlyPrice} >= 0 AND ${t.yearlyPrice} >= 0 AND ${t.publicChatPrice} >= 0 AND ${t.privateChatPrice} >= 0`,
    ),
    check('performer_counts_positive', sql`${t.followerCount} >= 0 AND ${t.views} >= 0`),
    index('performer_profiles_verified_idx').on(t.verifiedDocument),
  ],
);

/** Opaque session tokens, stored as SHA-256 hashes so a database leak reveals no usable token. */
export const sessions = tableWithId(
  'sessions',
  {
    userId: userRef('user_id'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
    /** Browser and system named from the User-Agent at sign-in ("Firefox on Windows"); '' unknown. */
    device: text('device').notNull().default(''),
    /** The client address at sign-in, coarse: an IPv4 /24 or an IPv6 /48 ("203.0.113.x"). */
    ipCoarse: text('ip_coarse').notNull().default(''),
    /** Updated at most every 5 minutes; its own column, left out of the auth-notify trigger. */
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * TOTP two-factor sign-in (issue #19). A row with `enabledAt` null is an enrolment not yet confirmed.
 * Recovery codes are kept as SHA-256 hashes and removed when used; `lastStep` refuses a code's replay.
 */
export const twoFactor = pgTable('two_factor', {
  userId: userRef('user_id').primaryKey(),
  secret: text('secret').notNull(),
  enabledAt: ts('enabled_at'),
  recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
  lastStep: counter('last_step'),
  createdAt: createdAt(),
});

/** Single-use links sent by mail: email verification and password reset. Only hashes are stored. */
export const accountTokens = tableWithId(
  'account_tokens',
  {
    userId: userRef('user_id'),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address a verification link was sent to: verifying checks it is still the account's. */
    email: text('email'),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_tokens_hash_key').on(t.tokenHash), index('account_tokens_user_idx').on(t.userId)],
);

/** Sign-in through Google or X, keyed by the provider's subject id, never by email alone. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    provider: text('provider', { enum: ['google', 'twitter'] }).notNull(),
    subject: text('subject').notNull(),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('oauth_identities_user_idx').on(t.userId)],
);

export const follows = tableWithId(
  'follows',
  {
    followerId: userRef('follower_id'),
    followingId: userRef('following_id'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('follows_pair_key').on(t.followerId, t.followingId),
    index('follows_following_idx').on(t.followingId, t.createdAt),
    // A creator's followers in id order, a chunk at a time (notification fan-outs).
    index('follows_following_follower_idx').on(t.followingId, t.followerId),
  ],
);

/** A creator's blocked fans. */
export const userBlocks = tableWithId(
  'user_blocks',
  {
    performerId: userRef('performer_id'),
    targetId: userRef('target_id'),
    reason: text('reason').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('user_blocks_pair_key').on(t.performerId, t.targetId),
    index('user_blocks_target_idx').on(t.targetId),
  ],
);

/** A creator's blocked countries (one row per creator, upserted). */
export const performerBlockedCountries = tableWithId('performer_blocked_countries', {
  performerId: userRef('performer_id').unique(),
  countryCodes: jsonb('country_codes').$type<string[]>().notNull().default([]),
  ...timestamps(),
});

export const bankingSettings = tableWithId('banking_settings', {
  performerId: userRef('performer_id').unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  bankName: text('bank_name').notNull(),
  bankAccount: text('bank_account').notNull(),
  ssn: text('ssn').notNull().default(''),
  bankRouting: text('bank_routing').notNull().default(''),
  bankSwiftCode: text('bank_swift_code').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  country: text('country').notNull().default(''),
  ...timestamps(),
});

export const paymentGatewaySettings = tableWithId(
  'payment_gateway_settings',
  {
    performerId: userRef('performer_id'),
    key: text('key').notNull(),
    status: text('status').notNull().default('active'),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('payment_gateway_settings_key').on(t.performerId, t.key)],
);

/** Pending OAuth sign-ins (X): the PKCE verifier stays on the server, keyed by the state's hash. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
});
