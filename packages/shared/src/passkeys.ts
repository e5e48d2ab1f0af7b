import { z } from 'zod';
import { optionalBool } from './query.js';

/** Passkeys (WebAuthn): sign-in without a password, issue #19. */
export const PASSKEY_MESSAGES = {
  notFound: 'This passkey is not found',
  expired: 'This passkey request has expired, please try again',
  notVerified: 'This passkey could not be verified, please try again',
  unknown: 'This passkey is not registered here: sign in with your password and add it in Account security',
  alreadyAdded: 'This passkey is already added to your account',
  tooMany: 'You can add up to 20 passkeys',
} as const;

export const PASSKEYS_MAX = 20;

export const AUTHENTICATOR_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
export type AuthenticatorTransportName = (typeof AUTHENTICATOR_TRANSPORTS)[number];

/** What a person calls a passkey ("Laptop", "Phone"). */
export const passkeyNameSchema = z.string().trim().min(1, 'Enter a name').max(60, 'At most 60 characters');

/** Binary data as the browser sends it: base64url. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Not base64url');

const credentialBase = {
  /** The credential id (up to 1,023 bytes). */
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

/** What `startRegistration()` of @simplewebauthn/browser answers (RegistrationResponseJSON). */
export const passkeyRegistrationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65536),
    authenticatorData: base64url(65536).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8192).optional(),
  }),
});

/** What `startAuthentication()` answers (AuthenticationResponseJSON). */
export const passkeyAuthenticationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: base64url(128).optional(),
  }),
});

export const passkeyRegisterSchema = z.object({
  response: passkeyRegistrationResponseSchema,
  name: z.preprocess((v) => (v === '' ? undefined : v), passkeyNameSchema.optional()),
});
export const passkeySignInSchema = z.object({
  response: passkeyAuthenticationResponseSchema,
  remember: optionalBool,
});
export const passkeyRenameSchema = z.object({ name: passkeyNameSchema });

const descriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.enum(AUTHENTICATOR_TRANSPORTS)).optional(),
});
const userVerification = z.enum(['discouraged', 'preferred', 'required']);

/** For `navigator.credentials.create()` (PublicKeyCredentialCreationOptionsJSON). */
export const passkeyCreationOptionsSchema = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(descriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: userVerification.optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

/** For `navigator.credentials.get()` (PublicKeyCredentialRequestOptionsJSON). */
export const passkeyRequestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(descriptorSchema).optional(),
  userVerification: userVerification.optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

/** One of the caller's passkeys. */
export const passkeyItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Whether the passkey is synced between devices (a password manager, iCloud Keychain...). */
  backedUp: z.boolean(),
  transports: z.array(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyItem = z.infer<typeof passkeyItemSchema>;
