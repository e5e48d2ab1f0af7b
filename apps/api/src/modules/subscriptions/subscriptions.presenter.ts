/**
 * Shapes subscription rows as the contract answers them (contract 3.19): each with the fan's public
 * profile and the creator's search card, and any status but active or created read as deactivated.
 */
import { fromMinor, type Subscription } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import { presentSearchItem } from '../performers/performers.presenter.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import { presentPublicUser } from '../users/users.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { SubscriptionRow } from './subscription-rows.js';

export interface SubscriptionsPresenterDeps {
  performers: PerformersRepository;
  users: UsersRepository;
  storage: Storage;
}

export function createSubscriptionsPresenter({ performers, users: accounts, storage }: SubscriptionsPresenterDeps) {
  return async function presentMany(rows: SubscriptionRow[]): Promise<Subscription[]> {
    const creators = await performers.findMany([...new Set(rows.map((r) => r.performerId))]);
    const fans = new Map((await accounts.findByIds([...new Set(rows.map((r) => r.userId))])).map((u) => [u.id, u]));
    return rows.map((r) => {
      const creator = creators.get(r.performerId);
      const fan = fans.get(r.userId);
      return {
        _id: r.id,
        subscriptionType: r.subscriptionType,
        userId: r.userId,
        userInfo: fan ? presentPublicUser(fan, storage) : null,
        performerId: r.performerId,
        performerInfo: creator ? presentSearchItem(creator, storage) : null,
        subscriptionId: r.gatewaySubscriptionId,
        transactionId: r.transactionId,
        paymentGateway: r.paymentGateway,
        status: r.status === 'active' || r.status === 'created' ? r.status : 'deactivated',
        usedFreeSubscription: r.usedFreeSubscription,
        price: fromMinor(r.priceMinor),
        startRecurringDate: r.startRecurringDate?.toISOString() ?? null,
        nextRecurringDate: r.nextRecurringDate?.toISOString() ?? null,
        expiredAt: r.expiredAt.toISOString(),
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  };
}
export type PresentSubscriptions = ReturnType<typeof createSubscriptionsPresenter>;
