import { fromMinor, type PerformerDetails, type PerformerSearchItem, type PrivatePerformer } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { PerformerProfileRow, UserRow } from '../users/users.repository.js';
import { displayName, mediaUrl } from '../users/users.presenter.js';

export interface PerformerRecord {
  user: UserRow;
  profile: PerformerProfileRow;
  /** Streaming now (the repository reads it; records built elsewhere may leave it out). */
  live?: boolean;
  /** The creator's categories (the repository reads them; records built elsewhere may leave them out). */
  categoryIds?: string[];
  /** Published content by kind (the repository reads them; records built elsewhere may leave them out). */
  counts?: ContentCounts;
}

export interface ContentCounts {
  totalFeeds: number;
  totalVideos: number;
  totalPhotos: number;
  totalGalleries: number;
  totalProducts: number;
}

/** What a viewer's relation to a creator adds to the public view (contract 4.3 ‡ fields). */
export interface ViewerFlags {
  isFollowed: boolean;
  isSubscribed: boolean;
  isBookMarked: boolean;
  usedFreeSubscription: boolean;
}

const NO_FLAGS: ViewerFlags = {
  isFollowed: false,
  isSubscribed: false,
  isBookMarked: false,
  usedFreeSubscription: false,
};

/** Whole years since a date of birth (YYYY-MM-DD), or null. */
export function ageOf(dateOfBirth: string | null, now = new Date()): number | null {
  const m = dateOfBirth ? /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const before = now.getUTCMonth() + 1 < mo || (now.getUTCMonth() + 1 === mo && now.getUTCDate() < d);
  return now.getUTCFullYear() - y - (before ? 1 : 0);
}

export function presentSearchItem(
  { user, profile, live, counts }: PerformerRecord,
  storage: Storage,
  isFollowed = false,
): PerformerSearchItem {
  return {
    _id: user.id,
    name: displayName(user),
    username: user.username ?? '',
    avatar: mediaUrl(storage, user.avatarKey),
    cover: mediaUrl(storage, user.coverKey),
    country: user.country ?? '',
    gender: user.gender ?? '',
    stats: {
      likes: 0,
      subscribers: profile.subscriberCount,
      views: profile.views,
      totalVideos: counts?.totalVideos ?? 0,
      totalPhotos: counts?.totalPhotos ?? 0,
      totalGalleries: counts?.totalGalleries ?? 0,
      totalProducts: counts?.totalProducts ?? 0,
      totalFeeds: counts?.totalFeeds ?? 0,
      followers: profile.followerCount,
      totalStreamTime: 0,
    },
    score: profile.score,
    isOnline: user.isOnline ? 1 : 0,
    isFreeSubscription: profile.isFreeSubscription,
    durationFreeSubscriptionDays: profile.durationFreeSubscriptionDays,
    verifiedAccount: profile.verifiedAccount,
    live: live ? 1 : 0,
    streamingStatus: live ? 'public' : 'offline',
    isFollowed,
    // Issue #19, defect 9: the full date of birth is the owner's only; others see an age.
    dateOfBirth: null,
    ageYears: ageOf(profile.dateOfBirth),
    isFeatured: profile.isFeatured,
    isPerformer: true,
    bio: profile.bio,
    monthlyPrice: fromMinor(profile.monthlyPrice),
    yearlyPrice: fromMinor(profile.yearlyPrice),
  };
}

export function presentDetails(
  record: PerformerRecord,
  storage: Storage,
  flags: ViewerFlags = NO_FLAGS,
  isBlocked = false,
): PerformerDetails {
  const { user, profile } = record;
  // Object.assign, not `{ ...item, more }`: on Node 20 a spread followed by new keys builds fresh
  // hidden classes on every call (about 50 µs for this object, against 0.5 µs; docs/benchmarks.md).
  return Object.assign(presentSearchItem(record, storage, flags.isFollowed), {
    // The free trial is offered once per fan and creator (business-rules "Subscriptions").
    isFreeSubscription: profile.isFreeSubscription && !flags.usedFreeSubscription,
    status: user.status,
    firstName: user.firstName,
    lastName: user.lastName,
    city: profile.city,
    state: profile.state,
    languages: profile.languages,
    categoryIds: record.categoryIds ?? [],
    height: profile.height,
    weight: profile.weight,
    hair: profile.hair,
    pubicHair: profile.pubicHair,
    butt: profile.butt,
    ethnicity: profile.ethnicity,
    eyes: profile.eyes,
    bodyType: profile.bodyType,
    sexualOrientation: profile.sexualOrientation,
    age: profile.ageBand,
    publicChatPrice: fromMinor(profile.publicChatPrice),
    privateChatPrice: fromMinor(profile.privateChatPrice),
    acceptPrivateRequests: profile.acceptPrivateRequests,
    welcomeVideoPath: profile.activateWelcomeVideo ? mediaUrl(storage, profile.welcomeVideoKey) : '',
    activateWelcomeVideo: profile.activateWelcomeVideo,
    isSubscribed: flags.isSubscribed,
    isBookMarked: flags.isBookMarked,
    usedFreeSubscription: flags.usedFreeSubscription,
    isBlocked,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  });
}

export interface PrivateExtras {
  idVerification: { _id: string; url: string; mimeType: string } | null;
  documentVerification: { _id: string; url: string; mimeType: string } | null;
  blockCountries: string[];
  banking: Record<string, unknown> | null;
  paypal: Record<string, unknown> | null;
  balanceMinor: number;
}

export function presentPrivatePerformer(
  record: PerformerRecord,
  storage: Storage,
  extras: PrivateExtras,
): PrivatePerformer {
  const { user, profile } = record;
  return Object.assign(presentDetails(record, storage, { ...NO_FLAGS, isSubscribed: true }), {
    welcomeVideoPath: mediaUrl(storage, profile.welcomeVideoKey),
    dateOfBirth: profile.dateOfBirth,
    email: user.email ?? '',
    phone: user.phone ?? '',
    phoneCode: profile.phoneCode,
    zipcode: profile.zipcode,
    address: profile.address,
    balance: extras.balanceMinor / 100,
    roles: ['user'],
    verifiedEmail: user.verifiedEmail,
    verifiedDocument: profile.verifiedDocument,
    twitterConnected: false,
    googleConnected: false,
    idVerificationId: profile.idVerificationId,
    documentVerificationId: profile.documentVerificationId,
    idVerification: extras.idVerification,
    documentVerification: extras.documentVerification,
    blockCountries: { countryCodes: extras.blockCountries },
    bankingInformation: extras.banking,
    paypalSetting: extras.paypal,
    welcomeVideoName: profile.welcomeVideoKey ? 'welcome-video' : '',
  });
}
