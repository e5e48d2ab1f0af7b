import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
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
/** Whether an item (post, gallery, video, reel, message) is sold, and its price in minor units. */
export const forSale = () => ({
  isSale: boolean('is_sale').notNull().default(false),
  priceMinor: minor('price_minor').notNull().default(0),
});
/** The item a row is about (a post, video, gallery, product, message...): its kind and its id. */
export const targetItem = () => ({
  target: text('target').notNull(),
  targetId: text('target_id').notNull(),
});
/** A fraction to four places, 0.1 = 10 % (coupon values, commission rates). */
export const fraction = (name: string) => numeric(name, { precision: 5, scale: 4 });

/** A required reference to the row `target` names, deleted with it (userRef: to a user). */
export function cascadeRef(name: string, target: () => AnyPgColumn) {
  return text(name).notNull().references(target, { onDelete: 'cascade' });
}

/** `columns` after an `id` column (idColumn). */
type WithId<TColumns> = { id: ReturnType<typeof idColumn> } & TColumns;

/** A table whose first column is `id`, a generated text primary key (idColumn), before `columns`. */
export function tableWithId<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  extraConfig?: (self: BuildExtraConfigColumns<TName, WithId<TColumns>, 'pg'>) => PgTableExtraConfigValue[],
) {
  return pgTable<TName, WithId<TColumns>>(name, { id: idColumn(), ...columns }, extraConfig);
}
