import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

/** Site settings; definitions and defaults live in the shared package. Money values in minor units. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Countries the operator has blocked from the whole site (geo-block layout). */
export const siteBlockedCountries = pgTable('site_blocked_countries', {
  code: text('code').primaryKey(),
  createdAt: createdAt(),
});
