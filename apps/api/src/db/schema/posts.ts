import { index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { counter, tableWithId, timestamps } from './columns.js';
import { users } from './users.js';

/** Site pages and posts written by operators (terms, privacy, announcements). Content is plain text. */
export const posts = tableWithId(
  'posts',
  {
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('post'),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    content: text('content').notNull().default(''),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    ordering: counter('ordering'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('posts_slug_key').on(t.slug), index('posts_type_idx').on(t.type, t.status)],
);
