import { fromMinor, type PrivateRequest } from '@fanlane/shared';
import { presentWithSides, type FanAndCreatorDeps } from '../../performers/fan-and-creator.presenter.js';
import type { PrivateRequestRow } from '../streaming.repository.js';

export type PresentDeps = FanAndCreatorDeps;

/** Private show requests as both sides see them (the same for the creator and the fan). */
export async function presentRequests(deps: PresentDeps, rows: PrivateRequestRow[]): Promise<PrivateRequest[]> {
  if (!rows.length) return [];
  return presentWithSides(deps, rows, (r, { performerInfo, userInfo }) => ({
    _id: r.id,
    conversationId: r.id,
    performerId: r.performerId,
    performerInfo: performerInfo as unknown as Record<string, unknown> | null,
    userId: r.userId,
    userInfo: userInfo as unknown as Record<string, unknown> | null,
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
  }));
}
