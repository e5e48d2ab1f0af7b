import { isStaffRole, type PrivateUser, type PublicUser } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { UserRow } from './users.repository.js';

export function displayName(user: Pick<UserRow, 'name' | 'firstName' | 'lastName' | 'username'>): string {
  return user.name || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || '';
}

export const mediaUrl = (storage: Storage, key: string | null) => (key ? storage.publicUrl(key) : '');

export function presentPublicUser(user: UserRow, storage: Storage): PublicUser {
  return {
    _id: user.id,
    name: displayName(user),
    username: user.username ?? '',
    avatar: mediaUrl(storage, user.avatarKey),
    isOnline: user.isOnline ? 1 : 0,
    isPerformer: user.role === 'performer',
    country: user.country ?? '',
    stats: { totalSubscriptions: 0, following: user.followingCount },
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

export function presentPrivateUser(
  user: UserRow,
  storage: Storage,
  extra: { balanceMinor?: number; googleConnected?: boolean; twitterConnected?: boolean } = {},
): PrivateUser {
  // Object.assign rather than a spread with new keys: see presentDetails (performers.presenter.ts).
  return Object.assign(presentPublicUser(user, storage), {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    cover: mediaUrl(storage, user.coverKey),
    roles: [isStaffRole(user.role) ? user.role : 'user'],
    status: user.status,
    verifiedEmail: user.verifiedEmail,
    gender: user.gender ?? '',
    phone: user.phone ?? '',
    balance: (extra.balanceMinor ?? 0) / 100,
    twitterConnected: extra.twitterConnected ?? false,
    googleConnected: extra.googleConnected ?? false,
  });
}
