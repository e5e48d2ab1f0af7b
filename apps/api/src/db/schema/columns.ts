import { text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../ids.js';

export const idColumn = () => text('id').primaryKey().$defaultFn(newId);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());
