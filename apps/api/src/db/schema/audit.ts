import { index, jsonb, text } from 'drizzle-orm/pg-core';
import { createdAt, tableWithId } from './columns.js';

/**
 * Every staff action through the API (issue #18). Append-only: a trigger (migration 0010) refuses
 * UPDATE and DELETE, and no route edits or deletes an entry. The actor is kept by id and role, with
 * no foreign key, so an entry outlives its actor's account.
 */
export const auditLogs = tableWithId(
  'audit_logs',
  {
    actorId: text('actor_id'),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt),
    index('audit_logs_actor_idx').on(t.actorId, t.createdAt),
    index('audit_logs_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_logs_action_idx').on(t.action, t.createdAt),
  ],
);
