import { bigint, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../ids.js';

export const idColumn = () => text('id').primaryKey().$defaultFn(newId);
/** A point in time, with its time zone. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => ts('created_at').notNull().defaultNow();
export const updatedAt = () =>
  ts('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());
/** The created and updated times every editable row keeps, spread into its columns. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** An amount in integer minor units (business-rules "Money"). */
export const minor = (name: string) => bigint(name, { mode: 'number' });
/** A count kept beside its rows, starting at zero. */
export const counter = (name: string) => integer(name).notNull().default(0);
