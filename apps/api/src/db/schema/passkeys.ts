import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, minor, tableWithId, ts } from './columns.js';
import { users } from './users.js';
import { userRef } from './refs.js';

/** An account's passkeys (WebAuthn credentials, issue #19): what signs in instead of a password. */
export const passkeys = tableWithId(
  'passkeys',
  {
    userId: userRef('user_id'),
    /** The credential id the authenticator chose, base64url. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 when it keeps none): one going back is refused. */
    counter: minor('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    /** Synced between devices (backup state bit). */
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [uniqueIndex('passkeys_credential_id_key').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges handed out and not yet answered: each is taken (deleted) by the one answer that
 * uses it, and only before it expires. A registration's belongs to its account; a sign-in's to nobody.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);
