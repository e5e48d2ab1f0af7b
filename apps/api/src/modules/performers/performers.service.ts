import { ACCOUNT_MESSAGES, fromMinor, toMinor, type UpdatePerformerInput, type UpdateUserInput } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import { hashPassword } from '../accounts/passwords.js';
import { assertNotCommon } from '../accounts/common-passwords.js';
import { forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { AuthContext } from '../auth/sessions.service.js';
import type { FilesService } from '../files/files.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { NewPerformerProfile, NewUser, UserRow, UsersRepository } from '../users/users.repository.js';
import {
  presentDetails,
  presentPrivatePerformer,
  presentSearchItem,
  type PerformerRecord,
} from './performers.presenter.js';
import {
  PROFILE_OPTION_FIELDS,
  type PerformerFilters,
  type PerformerSort,
  type PerformersRepository,
  type Viewer,
} from './performers.repository.js';

export const PERFORMER_MESSAGES = {
  suspended: 'This account is suspended',
  countryBlocked: 'Your country has been blocked by this creator',
  userBlocked: 'You have been blocked by this creator',
} as const;

export interface PerformersDeps {
  performers: PerformersRepository;
  users: UsersRepository;
  files: FilesService;
  storage: Storage;
  settings: SettingsService;
  accounts: AccountsService;
  /** A creator's balance: pending plus withdrawable earnings, in minor units. */
  balanceOf?: (performerId: string) => Promise<number>;
}

/** Creator profiles: the owner's view and updates, public details with blocks applied, discovery. */
export function createPerformersService(deps: PerformersDeps) {
  const { performers, users, files, storage, settings, accounts } = deps;

  async function documentView(fileId: string | null, viewerId: string) {
    const file = fileId ? await files.get(fileId) : null;
    return file ? { _id: file.id, url: await files.signedUrl(file.id, viewerId), mimeType: file.mimeType } : null;
  }

  /** Shared by fans' and creators' updates: uniqueness, password hashing, email re-verification. */
  async function accountChanges(
    user: UserRow,
    input: UpdateUserInput,
    auth: AuthContext,
  ): Promise<{ values: Partial<NewUser>; emailChanged: boolean }> {
    const values: Partial<NewUser> = {};
    const emailChanged = input.email !== undefined && input.email !== user.email?.toLowerCase();
    if (emailChanged || input.password) await accounts.assertMayChangeCredentials(user, auth, input.currentPassword);
    if (emailChanged && (await users.emailTaken(input.email!, user.id)))
      throw unprocessable(ACCOUNT_MESSAGES.emailTaken, 'EMAIL_TAKEN');
    if (input.username && input.username !== user.username && (await users.usernameTaken(input.username, user.id))) {
      throw unprocessable(ACCOUNT_MESSAGES.usernameTaken, 'USERNAME_TAKEN');
    }
    if (emailChanged) Object.assign(values, { email: input.email, verifiedEmail: false });
    if (input.username) values.username = input.username;
    if (input.password) {
      await assertNotCommon(input.password);
      values.passwordHash = await hashPassword(input.password);
    }
    for (const key of ['firstName', 'lastName', 'name', 'phone'] as const)
      if (input[key] !== undefined) values[key] = input[key];
    if (input.gender !== undefined) values.gender = input.gender || null;
    if (input.country !== undefined) values.country = input.country || null;
    return { values, emailChanged };
  }

  async function assertPrices(input: UpdatePerformerInput) {
    const [min, max] = [
      Number(await settings.get('minimumSubscriptionPrice')),
      Number(await settings.get('maximumSubscriptionPrice')),
    ];
    for (const price of [input.monthlyPrice, input.yearlyPrice]) {
      if (price !== undefined && (price < min || price > max))
        throw unprocessable(ACCOUNT_MESSAGES.priceOutOfRange(min, max));
    }
  }

  return {
    accountChanges,

    async updateUser(user: UserRow, input: UpdateUserInput, auth: AuthContext): Promise<UserRow> {
      const { values, emailChanged } = await accountChanges(user, input, auth);
      const updated = await users.update(user.id, values);
      if (emailChanged) await accounts.sendVerification(updated);
      await accounts.credentialsChanged(user, { password: !!input.password, email: emailChanged }, auth.sessionId);
      return updated;
    },

    async me(userId: string) {
      const record = await performers.find(userId);
      if (!record) throw notFound();
      const [blocked, banking, paypal, idVerification, documentVerification] = await Promise.all([
        performers.blockedCountries(userId),
        performers.banking(userId),
        performers.gatewaySetting(userId, 'paypal'),
        documentView(record.profile.idVerificationId, userId),
        documentView(record.profile.documentVerificationId, userId),
      ]);
      return presentPrivatePerformer(record, storage, {
        idVerification,
        documentVerification,
        blockCountries: blocked,
        banking: banking ? presentBanking(banking) : null,
        paypal: paypal ? { key: paypal.key, value: paypal.value, status: paypal.status } : null,
        balanceMinor: deps.balanceOf ? await deps.balanceOf(userId) : 0,
      });
    },

    async updateMe(user: UserRow, input: UpdatePerformerInput, auth: AuthContext) {
      await assertPrices(input);
      const { values, emailChanged } = await accountChanges(user, input, auth);
      const profile: Partial<NewPerformerProfile> = {};
      const copy = [
        'bio',
        'dateOfBirth',
        'phoneCode',
        'city',
        'state',
        'zipcode',
        'address',
        'languages',
        ...PROFILE_OPTION_FIELDS,
        'isFreeSubscription',
        'durationFreeSubscriptionDays',
        'activateWelcomeVideo',
        'acceptPrivateRequests',
      ] as const;
      for (const key of copy) if (input[key] !== undefined) (profile as Record<string, unknown>)[key] = input[key];
      if (input.age !== undefined) profile.ageBand = input.age;
      if (input.monthlyPrice !== undefined) profile.monthlyPrice = toMinor(input.monthlyPrice);
      if (input.yearlyPrice !== undefined) profile.yearlyPrice = toMinor(input.yearlyPrice);
      if (input.publicChatPrice !== undefined) profile.publicChatPrice = toMinor(input.publicChatPrice);
      if (input.privateChatPrice !== undefined) profile.privateChatPrice = toMinor(input.privateChatPrice);
      const updated = await users.update(user.id, values, profile, input.categoryIds);
      if (emailChanged) await accounts.sendVerification(updated);
      await accounts.credentialsChanged(user, { password: !!input.password, email: emailChanged }, auth.sessionId);
      return this.me(user.id);
    },

    /** Public details for a viewer: 404, suspended, or blocked (user or country) answer before anything is shown. */
    async details(idOrUsername: string, viewer: Viewer & { isAdmin: boolean }) {
      const found = await performers.find(idOrUsername);
      if (!found) throw notFound();
      const isOwner = viewer.id === found.user.id;
      const privileged = isOwner || viewer.isAdmin;
      if (!privileged && found.user.status !== 'active') throw forbidden(PERFORMER_MESSAGES.suspended);
      // Blocks, follow and subscription in one statement (the owner and staff are not blocked).
      const seen = await performers.viewerOf(found.user.id, {
        id: viewer.id,
        country: privileged ? null : viewer.country,
      });
      if (!privileged) {
        if (seen.countryBlocked) throw forbidden(PERFORMER_MESSAGES.countryBlocked);
        if (seen.userBlocked) throw forbidden(PERFORMER_MESSAGES.userBlocked);
        performers.countView(found.user.id);
      }
      // Stored views plus those this process counted and has not written yet.
      const views = found.profile.views + performers.pendingViews(found.user.id);
      const record = { ...found, profile: { ...found.profile, views } };
      return presentDetails(record, storage, {
        isFollowed: seen.followed,
        isSubscribed: privileged || seen.isSubscribed,
        isBookMarked: false,
        usedFreeSubscription: !isOwner && seen.usedFreeSubscription,
      });
    },

    async search(
      filters: PerformerFilters,
      viewer: Viewer,
      page: { limit: number; offset: number; sort: PerformerSort; direction: 'asc' | 'desc' },
    ) {
      const { rows, total } = await performers.search(filters, viewer, page);
      return { data: await withFollowed(rows, viewer), total };
    },

    async random(filters: PerformerFilters, viewer: Viewer) {
      return withFollowed(await performers.random(filters, viewer, 50), viewer);
    },

    async setBanking(userId: string, values: Parameters<PerformersRepository['upsertBanking']>[1]) {
      return presentBanking(await performers.upsertBanking(userId, values));
    },

    async setGateway(userId: string, key: string, value: Record<string, unknown>) {
      const row = await performers.upsertGatewaySetting(userId, key, value);
      return { _id: row.id, performerId: row.performerId, key: row.key, status: row.status, value: row.value };
    },

    priceOf: fromMinor,
  };

  async function withFollowed(rows: PerformerRecord[], viewer: Viewer) {
    const followed = viewer.id
      ? await performers.followedIds(
          viewer.id,
          rows.map((r) => r.user.id),
        )
      : new Set<string>();
    return rows.map((r) => presentSearchItem(r, storage, followed.has(r.user.id)));
  }
}

function presentBanking(row: Awaited<ReturnType<PerformersRepository['upsertBanking']>>) {
  return {
    _id: row.id,
    performerId: row.performerId,
    firstName: row.firstName,
    lastName: row.lastName,
    SSN: row.ssn,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    bankRouting: row.bankRouting,
    bankSwiftCode: row.bankSwiftCode,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
  };
}
export type PerformersService = ReturnType<typeof createPerformersService>;
