import type { AuditLog, AuditLogQuery } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import type { Tx } from '../ledger/ledger.service.js';
import { displayName } from '../users/users.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { AuditActor } from './actor.js';
import type { AuditRepository, AuditRow } from './audit.repository.js';

/** What a staff action did: `action` is `<area>.<verb>` (e.g. `user.suspend`, `settings.update`). */
export interface AuditEvent {
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

type Fields = Record<string, unknown>;

/** Only the fields that differ between two versions of an object (what the log keeps as before/after). */
export function changes(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const b: Fields = {};
  const a: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return { before: b, after: a };
}

/** Dates become ISO strings and undefined disappears, as they would in jsonb. */
const jsonOf = (value: unknown) => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown));

/**
 * The append-only audit log (issue #18). Every staff action calls `record`, inside the action's own
 * transaction when it has one (pass `tx`), so the entry exists exactly when the change does.
 */
export function createAuditService(deps: { repo: AuditRepository; users: UsersRepository }) {
  const { repo, users } = deps;

  async function present(rows: AuditRow[]): Promise<AuditLog[]> {
    const ids = [...new Set(rows.map((r) => r.actorId).filter((id): id is string => !!id))];
    const actors = new Map((await users.findByIds(ids)).map((u) => [u.id, displayName(u)]));
    return rows.map((r) => ({
      _id: r.id,
      actorId: r.actorId,
      actorName: r.actorId ? (actors.get(r.actorId) ?? '') : 'system',
      actorRole: r.actorRole,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      before: r.before ?? null,
      after: r.after ?? null,
      reason: r.reason,
      ip: r.ip,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  return {
    async record(actor: AuditActor, event: AuditEvent, executor?: Db | Tx) {
      await repo.insert(
        {
          actorId: actor.id,
          actorRole: actor.role,
          action: event.action,
          targetType: event.targetType,
          targetId: event.targetId ?? null,
          before: jsonOf(event.before),
          after: jsonOf(event.after),
          reason: event.reason ?? '',
          ip: actor.ip,
        },
        executor,
      );
    },

    async search(query: AuditLogQuery) {
      const { rows, total } = await repo.search(query);
      return { data: await present(rows), total };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
