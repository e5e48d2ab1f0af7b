/**
 * Shapes subscription rows as the contract answers them (contract 3.19): each with the fan's public
 * profile and the creator's search card, and any status but active or created read as deactivated.
 */
import { fromMinor, type Subscription } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import { presentWithSides, type FanAndCreatorDeps } from '../performers/fan-and-creator.presenter.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { SubscriptionRow } from './subscription-rows.js';

export interface SubscriptionsPresenterDeps {
  performers: PerformersRepository;
  users: UsersRepository;
  storage: Storage;
}

export function createSubscriptionsPresenter({ performers, users: accounts, storage }: SubscriptionsPresenterDeps) {
  const sides: FanAndCreatorDeps = {
    storage,
    creators: (ids) => performers.findMany(ids),
    users: (ids) => accounts.findByIds(ids),
  };
  return async function presentMany(rows: SubscriptionRow[]): Promise<Subscription[]> {
    return presentWithSides(sides, rows, (r, { performerInfo, userInfo }) => ({
      _id: r.id,
      subscriptionType: r.subscriptionType,
      userId: r.userId,
      userInfo,
      performerId: r.performerId,
      performerInfo,
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
    }));
  };
}
export type PresentSubscriptions = ReturnType<typeof createSubscriptionsPresenter>;
