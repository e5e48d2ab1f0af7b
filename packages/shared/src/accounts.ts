import { z } from 'zod';
import { RESERVED_USERNAMES } from './constants.js';
import {
  ETHNICITIES,
  EYES,
  GENDERS,
  HAIRS,
  HEIGHTS,
  PUBIC_HAIRS,
  SEXUAL_ORIENTATIONS,
  SIZES,
  WEIGHTS,
  BODY_TYPES,
  AGES,
} from './options.js';
import { categoryIdsSchema } from './catalog.js';
import { optionalBool } from './query.js';

/** Request schemas of the accounts domain, shared by the API and the web forms. */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const ACCOUNT_MESSAGES = {
  emailTaken: 'This email has been taken, please choose another one',
  usernameTaken: 'This username has been taken, please choose another one',
  usernameReserved: 'This username is reserved, please choose another one',
  usernameFormat: 'Username must be 3 to 30 letters or digits',
  accountNotFound: 'This account is not found. Please sign up',
  passwordIncorrect: 'Password is incorrect, please try again',
  currentPasswordRequired: 'Enter your current password to change your email or password',
  currentPasswordIncorrect: 'Your current password is incorrect',
  passwordTooCommon: 'This password is too common and easy to guess, please choose another one',
  /** Login's one answer for an unknown account and a wrong password alike (no enumeration). */
  loginFailed: 'Your email, username or password is incorrect, please try again',
  emailNotFound: "Sorry, we couldn't find your account. Please recheck the email entered",
  missingDocuments: 'Missing ID documents!',
  checkInbox: 'We have sent you a verification email, please check your inbox',
  performerApplied: 'Your application has been received. Please check your inbox to verify your email',
  resetSent: 'If the account exists, a link to set a new password is on its way',
  linkInvalid: 'This link is not valid or has expired',
  tooManyAttempts: 'Too many sign-in attempts, please try again in a few minutes',
  priceOutOfRange: (min: number, max: number) => `Subscription prices must be between ${min} and ${max}`,
} as const;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const trimmed = (max: number) => z.preprocess(emptyToUndefined, z.string().trim().max(max).optional());
/** On updates '' empties a field; absent leaves it as it is. */
const clearable = (max: number) =>
  z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(max).optional());
const clearableOption = (list: { value: string }[], label: string) =>
  z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .string()
      .refine((v) => v === '' || list.some((o) => o.value === v), {
        message: `${label} is not one of the listed values`,
      })
      .optional(),
  );
const optionOf = (list: { value: string }[], label: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => list.some((o) => o.value === v), { message: `${label} is not one of the listed values` })
      .optional(),
  );

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Email is not valid').max(254));

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{3,30}$/, ACCOUNT_MESSAGES.usernameFormat)
  .refine((u) => !(RESERVED_USERNAMES as readonly string[]).includes(u), ACCOUNT_MESSAGES.usernameReserved);

export const genderSchema = optionOf([...GENDERS, { value: 'couple' }], 'Gender');
export const countryCodeSchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Country must be a 2-letter code')
    .transform((c) => c.toUpperCase())
    .optional(),
);

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Enter your email or username').max(254),
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX),
  remember: optionalBool,
  /** Asked after repeated failed sign-ins when the site's bot check is on. */
  captchaToken: z.string().max(4096).optional(),
  /** Asked once two-factor sign-in is on: a code from the app or a recovery code. */
  twoFactorCode: z.string().trim().max(32).optional(),
});

/** The reCAPTCHA or Turnstile answer, on forms that ask for one when the site's bot check is on. */
export const captchaTokenSchema = z.string().max(4096).optional();

export const registerUserSchema = z.object({
  captchaToken: captchaTokenSchema,
  email: emailSchema,
  password: passwordSchema,
  username: z.preprocess(emptyToUndefined, usernameSchema.optional()),
  firstName: trimmed(50),
  lastName: trimmed(50),
  name: trimmed(100),
  gender: genderSchema,
  country: countryCodeSchema,
  phone: trimmed(30),
});
export type RegisterUserInput = z.infer<typeof registerUserSchema>;

const profileOptions = (option: typeof optionOf) => ({
  height: option(HEIGHTS, 'Height'),
  weight: option(WEIGHTS, 'Weight'),
  hair: option(HAIRS, 'Hair'),
  pubicHair: option(PUBIC_HAIRS, 'Pubic hair'),
  butt: option(SIZES, 'Size'),
  ethnicity: option(ETHNICITIES, 'Ethnicity'),
  eyes: option(EYES, 'Eyes'),
  bodyType: option(BODY_TYPES, 'Body type'),
  sexualOrientation: option(SEXUAL_ORIENTATIONS, 'Sexual orientation'),
  age: option(AGES, 'Age'),
});

/** Multipart text parts arrive as strings; arrays as repeated parts (contract 1.4). */
const stringList = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : String(v).split(',')),
  z.array(z.string().trim().max(50)).max(20),
);

export const registerPerformerSchema = registerUserSchema.extend({
  username: usernameSchema,
  gender: optionOf(GENDERS, 'Gender').refine((g) => g !== undefined, 'Gender is required'),
  dateOfBirth: z.preprocess(emptyToUndefined, z.iso.date('Date of birth must be a date').optional()),
  phoneCode: trimmed(10),
  city: trimmed(100),
  state: trimmed(100),
  zipcode: trimmed(20),
  address: trimmed(200),
  languages: stringList,
  categoryIds: categoryIdsSchema,
  bio: trimmed(2000),
  ...profileOptions(optionOf),
});
export type RegisterPerformerInput = z.infer<typeof registerPerformerSchema>;

export const updateUserSchema = z.object({
  /** Asked when the email or password changes, unless the session signed in within 15 minutes. */
  currentPassword: z.preprocess(emptyToUndefined, z.string().max(PASSWORD_MAX).optional()),
  email: z.preprocess(emptyToUndefined, emailSchema.optional()),
  username: z.preprocess(emptyToUndefined, usernameSchema.optional()),
  password: z.preprocess(emptyToUndefined, passwordSchema.optional()),
  firstName: clearable(50),
  lastName: clearable(50),
  name: clearable(100),
  gender: clearableOption([...GENDERS, { value: 'couple' }], 'Gender'),
  country: z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .string()
      .regex(/^([A-Za-z]{2})?$/, 'Country must be a 2-letter code')
      .transform((c) => c.toUpperCase())
      .optional(),
  ),
  phone: clearable(30),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

const money = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
  z.number('Must be a number').finite().min(0).optional(),
);

export const updatePerformerSchema = updateUserSchema.extend({
  gender: clearableOption(GENDERS, 'Gender'),
  dateOfBirth: z.preprocess(emptyToUndefined, z.iso.date('Date of birth must be a date').optional()),
  phoneCode: clearable(10),
  city: clearable(100),
  state: clearable(100),
  zipcode: clearable(20),
  address: clearable(200),
  languages: stringList.optional(),
  categoryIds: categoryIdsSchema.optional(),
  bio: clearable(2000),
  monthlyPrice: money,
  yearlyPrice: money,
  publicChatPrice: money,
  /** Price of one minute of a private show (0: not offered). */
  privateChatPrice: money,
  acceptPrivateRequests: optionalBool,
  isFreeSubscription: optionalBool,
  durationFreeSubscriptionDays: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : Number(v)),
    z.number().int().min(1).max(365).optional(),
  ),
  activateWelcomeVideo: optionalBool,
  ...profileOptions(clearableOption),
});
export type UpdatePerformerInput = z.infer<typeof updatePerformerSchema>;

export const changePasswordSchema = z.object({
  password: passwordSchema,
  /** Asked unless the session signed in within the last 15 minutes. */
  currentPassword: z.preprocess(emptyToUndefined, z.string().max(PASSWORD_MAX).optional()),
  source: z.enum(['user', 'performer']).optional(),
});

export const forgotSchema = z.object({ email: emailSchema, type: z.string().optional() });
export const resetPasswordSchema = z.object({ token: z.string().min(10).max(200), password: passwordSchema });

export const contactSchema = z.object({
  captchaToken: captchaTokenSchema,
  name: z.string().trim().min(1, 'Enter your name').max(100),
  email: z.email('Email is not valid').max(254),
  message: z.string().trim().min(1, 'Enter a message').max(5000),
});
