import { z } from 'zod';
import type { Storage } from '../../adapters/storage.js';
import type { UserRow } from '../auth/sessions.service.js';

export const DEFAULT_AVATAR_PATH = '/images/default-avatar.svg';

/** Private User of contract 4.1 (the account's own view). */
export const privateUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string(),
  cover: z.string(),
  isPerformer: z.boolean(),
  roles: z.array(z.string()),
  status: z.string(),
  verifiedEmail: z.boolean(),
  gender: z.string(),
  country: z.string(),
  phone: z.string(),
  balance: z.number(),
  isOnline: z.number(),
  twitterConnected: z.boolean(),
  googleConnected: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PrivateUser = z.infer<typeof privateUserSchema>;

export function displayName(user: Pick<UserRow, 'name' | 'firstName' | 'lastName' | 'username'>): string {
  return user.name || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || '';
}

export function presentPrivateUser(user: UserRow, storage: Storage, balanceMinor = 0): PrivateUser {
  return {
    _id: user.id,
    name: displayName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username ?? '',
    email: user.email ?? '',
    avatar: user.avatarKey ? storage.publicUrl(user.avatarKey) : '',
    cover: user.coverKey ? storage.publicUrl(user.coverKey) : '',
    isPerformer: user.role === 'performer',
    roles: [user.role === 'admin' ? 'admin' : 'user'],
    status: user.status,
    verifiedEmail: user.verifiedEmail,
    gender: user.gender ?? '',
    country: user.country ?? '',
    phone: user.phone ?? '',
    balance: balanceMinor / 100,
    isOnline: user.isOnline ? 1 : 0,
    twitterConnected: false,
    googleConnected: false,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
