import { text } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A required reference to a user (fan, creator or operator), deleted with them. A function
 * declaration, so users.ts can use it too (it is defined before either module runs).
 */
export function userRef(name: string) {
  return text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}
