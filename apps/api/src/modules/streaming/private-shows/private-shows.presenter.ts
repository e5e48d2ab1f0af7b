import { fromMinor, type PrivateRequest } from '@fanlane/shared';
import type { Storage } from '../../../adapters/storage.js';
import { presentSearchItem, type PerformerRecord } from '../../performers/performers.presenter.js';
import type { UserRow } from '../../auth/sessions.service.js';
import { presentPublicUser } from '../../users/users.presenter.js';
import type { PrivateRequestRow } from '../streaming.repository.js';

export interface PresentDeps {
  storage: Storage;
  creators(ids: string[]): Promise<Map<string, PerformerRecord>>;
  users(ids: string[]): Promise<UserRow[]>;
}

/** Private show requests as both sides see them (the same for the creator and the fan). */
export async function presentRequests(deps: PresentDeps, rows: PrivateRequestRow[]): Promise<PrivateRequest[]> {
  if (!rows.length) return [];
  const [creators, fans] = await Promise.all([
    deps.creators([...new Set(rows.map((r) => r.performerId))]),
    deps.users([...new Set(rows.map((r) => r.userId))]),
  ]);
  const fanById = new Map(fans.map((u) => [u.id, u]));
  return rows.map((r) => {
    const creator = creators.get(r.performerId);
    const fan = fanById.get(r.userId);
    return {
      _id: r.id,
      conversationId: r.id,
      performerId: r.performerId,
      performerInfo: creator ? (presentSearchItem(creator, deps.storage) as unknown as Record<string, unknown>) : null,
      userId: r.userId,
      userInfo: fan ? (presentPublicUser(fan, deps.storage) as unknown as Record<string, unknown>) : null,
      message: r.message,
      status: r.status,
      price: fromMinor(r.priceMinor),
      minutesCharged: r.minutesCharged,
      totalPrice: fromMinor(r.totalMinor),
      startedAt: r.startedAt?.toISOString() ?? null,
      endedAt: r.endedAt?.toISOString() ?? null,
      nextChargeAt: r.status === 'started' ? (r.nextChargeAt?.toISOString() ?? null) : null,
      endReason: r.endReason,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}
