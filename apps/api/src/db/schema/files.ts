import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, text } from 'drizzle-orm/pg-core';
import { minor, tableWithId, timestamps } from './columns.js';
import { users } from './users.js';

export const FILE_ACLS = ['public', 'private'] as const;
export const FILE_STATUSES = ['processing', 'finished', 'error'] as const;

/**
 * Every stored file: where it is, what it is, who owns it and whether it may be served publicly.
 * Private files are only reachable through short-lived signed URLs.
 */
export const files = tableWithId(
  'files',
  {
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the file is for, e.g. avatar, cover, welcome-video, id-verification, feed-photo. */
    type: text('type').notNull(),
    acl: text('acl', { enum: FILE_ACLS }).notNull(),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull().default(''),
    mimeType: text('mime_type').notNull(),
    size: minor('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    duration: integer('duration'),
    status: text('status', { enum: FILE_STATUSES }).notNull().default('finished'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId, t.type), check('files_size_positive', sql`${t.size} >= 0`)],
);
