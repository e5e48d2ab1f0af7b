import { z } from 'zod';
import { fromMinor } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { PerformerProfileRow, UserRow } from '../users/users.repository.js';
import { displayName, mediaUrl } from '../users/users.presenter.js';

export interface PerformerRecord {
  user: UserRow;
  profile: PerformerProfileRow;
}

/** What a viewer's relation to a creator adds to the public view (contract 4.3 ‡ fields). */
export interface ViewerFlags {
  isFollowed: boolean;
  isSubscribed: boolean;
  isBookMarked: boolean;
  usedFreeSubscription: boolean;
}

const statsSchema = z.object({
  likes: z.number(),
  subscribers: z.number(),
  views: z.number(),
  totalVideos: z.number(),
  totalPhotos: z.number(),
  totalGalleries: z.number(),
  totalProducts: z.number(),
  totalFeeds: z.number(),
  followers: z.number(),
  totalStreamTime: z.number(),
});

/** Performer Search item (contract 4.2). */
export const performerSearchItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  avatar: z.string(),
  cover: z.string(),
  country: z.string(),
  gender: z.string(),
  stats: statsSchema,
  score: z.number(),
  isOnline: z.number(),
  isFreeSubscription: z.boolean(),
  durationFreeSubscriptionDays: z.number(),
  verifiedAccount: z.boolean(),
  live: z.number(),
  streamingStatus: z.string(),
  isFollowed: z.boolean(),
  dateOfBirth: z.string().nullable(),
  isFeatured: z.boolean(),
  isPerformer: z.literal(true),
  bio: z.string(),
  monthlyPrice: z.number(),
  yearlyPrice: z.number(),
});
export type PerformerSearchItem = z.infer<typeof performerSearchItemSchema>;

/** Public Performer Details (contract 4.3). Never email, balance, documents or banking. */
export const performerDetailsSchema = performerSearchItemSchema.extend({
  status: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  city: z.string(),
  state: z.string(),
  languages: z.array(z.string()),
  height: z.string(),
  weight: z.string(),
  hair: z.string(),
  pubicHair: z.string(),
  butt: z.string(),
  ethnicity: z.string(),
  eyes: z.string(),
  bodyType: z.string(),
  sexualOrientation: z.string(),
  publicChatPrice: z.number(),
  welcomeVideoPath: z.string(),
  activateWelcomeVideo: z.boolean(),
  isSubscribed: z.boolean(),
  isBookMarked: z.boolean(),
  usedFreeSubscription: z.boolean(),
  isBlocked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PerformerDetails = z.infer<typeof performerDetailsSchema>;

const documentSchema = z.object({ _id: z.string(), url: z.string(), mimeType: z.string() }).nullable();

/** Private Performer (GET /performers/me, GET /users/me for a creator). */
export const privatePerformerSchema = performerDetailsSchema.extend({
  email: z.string(),
  phone: z.string(),
  phoneCode: z.string(),
  zipcode: z.string(),
  address: z.string(),
  balance: z.number(),
  roles: z.array(z.string()),
  verifiedEmail: z.boolean(),
  verifiedDocument: z.boolean(),
  twitterConnected: z.boolean(),
  googleConnected: z.boolean(),
  idVerificationId: z.string().nullable(),
  documentVerificationId: z.string().nullable(),
  idVerification: documentSchema,
  documentVerification: documentSchema,
  blockCountries: z.object({ countryCodes: z.array(z.string()) }),
  bankingInformation: z.record(z.string(), z.unknown()).nullable(),
  paypalSetting: z.record(z.string(), z.unknown()).nullable(),
  welcomeVideoName: z.string(),
});
export type PrivatePerformer = z.infer<typeof privatePerformerSchema>;

const NO_FLAGS: ViewerFlags = {
  isFollowed: false,
  isSubscribed: false,
  isBookMarked: false,
  usedFreeSubscription: false,
};

export function presentSearchItem(
  { user, profile }: PerformerRecord,
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
      subscribers: 0,
      views: profile.views,
      totalVideos: 0,
      totalPhotos: 0,
      totalGalleries: 0,
      totalProducts: 0,
      totalFeeds: 0,
      followers: profile.followerCount,
      totalStreamTime: 0,
    },
    score: profile.score,
    isOnline: user.isOnline ? 1 : 0,
    isFreeSubscription: profile.isFreeSubscription,
    durationFreeSubscriptionDays: profile.durationFreeSubscriptionDays,
    verifiedAccount: profile.verifiedAccount,
    live: 0,
    streamingStatus: 'offline',
    isFollowed,
    dateOfBirth: profile.dateOfBirth,
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
  return {
    ...presentSearchItem(record, storage, flags.isFollowed),
    // The free trial is offered once per fan and creator (business-rules "Subscriptions").
    isFreeSubscription: profile.isFreeSubscription && !flags.usedFreeSubscription,
    status: user.status,
    firstName: user.firstName,
    lastName: user.lastName,
    city: profile.city,
    state: profile.state,
    languages: profile.languages,
    height: profile.height,
    weight: profile.weight,
    hair: profile.hair,
    pubicHair: profile.pubicHair,
    butt: profile.butt,
    ethnicity: profile.ethnicity,
    eyes: profile.eyes,
    bodyType: profile.bodyType,
    sexualOrientation: profile.sexualOrientation,
    publicChatPrice: fromMinor(profile.publicChatPrice),
    welcomeVideoPath: profile.activateWelcomeVideo ? mediaUrl(storage, profile.welcomeVideoKey) : '',
    activateWelcomeVideo: profile.activateWelcomeVideo,
    isSubscribed: flags.isSubscribed,
    isBookMarked: flags.isBookMarked,
    usedFreeSubscription: flags.usedFreeSubscription,
    isBlocked,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
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
  return {
    ...presentDetails(record, storage, { ...NO_FLAGS, isSubscribed: true }),
    welcomeVideoPath: mediaUrl(storage, profile.welcomeVideoKey),
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
  };
}
