import { z } from 'zod';

/** Response shapes of accounts and creators (contract section 4), shared by the API and the web app. */

/** Public User of contract 4.1: what anyone may see of a fan. */
export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  avatar: z.string(),
  isOnline: z.number(),
  isPerformer: z.boolean(),
  country: z.string(),
  stats: z.object({ totalSubscriptions: z.number(), following: z.number() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Private User of contract 4.1 (the account's own view). */
export const privateUserSchema = publicUserSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  cover: z.string(),
  roles: z.array(z.string()),
  status: z.string(),
  verifiedEmail: z.boolean(),
  gender: z.string(),
  phone: z.string(),
  balance: z.number(),
  twitterConnected: z.boolean(),
  googleConnected: z.boolean(),
});
export type PrivateUser = z.infer<typeof privateUserSchema>;

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
  /** Only in the creator's own profile; others get `ageYears`. */
  dateOfBirth: z.string().nullable(),
  ageYears: z.number().int().nullable(),
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
  /** The creator's categories (contract 4.3), in the categories' order. */
  categoryIds: z.array(z.string()),
  height: z.string(),
  weight: z.string(),
  hair: z.string(),
  pubicHair: z.string(),
  butt: z.string(),
  ethnicity: z.string(),
  eyes: z.string(),
  bodyType: z.string(),
  sexualOrientation: z.string(),
  age: z.string(),
  publicChatPrice: z.number(),
  /** Price of one minute of a private show; with acceptPrivateRequests, fans may ask for one. */
  privateChatPrice: z.number().optional(),
  acceptPrivateRequests: z.boolean().optional(),
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

/** File upload answer of contract 4.17. */
export const fileUploadSchema = z.object({
  success: z.literal(true),
  _id: z.string(),
  type: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  status: z.string(),
  url: z.string(),
  createdAt: z.string(),
});

export type FileUpload = z.infer<typeof fileUploadSchema>;
