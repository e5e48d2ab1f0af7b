import { z } from 'zod';

/** Account security: sessions, two-factor sign-in (issue #19). */
export const SECURITY_MESSAGES = {
  sessionNotFound: 'This session is not found or has already ended',
  twoFactorRequired: 'Enter the 6-digit code from your authenticator app',
  /** The bot check (reCAPTCHA or Turnstile) is on and the request carried no passing answer. */
  captchaRequired: 'Please confirm you are not a robot',
  twoFactorInvalid: 'This code is not valid, please try again',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on',
  twoFactorNotOn: 'Two-factor sign-in is not on',
  twoFactorNotSetUp: 'Start the set-up first',
  disableNeedsProof: 'Enter a code from your authenticator app or your password',
  staffTwoFactorRequired: 'Turn on two-factor sign-in (Account security) to use the back-office',
} as const;

/** One of the caller's open sessions. */
export const sessionItemSchema = z.object({
  _id: z.string(),
  /** "Firefox on Windows"; '' when unknown. */
  device: z.string(),
  /** The address at sign-in, coarse ("203.0.113.x"). */
  ipAddress: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItemSchema>;

/** A TOTP code: 6 digits, spaces allowed while typing. */
export const totpCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'));

/** A TOTP code or one of the recovery codes (xxxxx-xxxxx). */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^[\d\sA-Za-z-]+$/, 'Enter a code from your app or a recovery code');

export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code image (data: URL, PNG). */
  qrCode: z.string(),
});

export const twoFactorEnableSchema = z.object({ code: totpCodeSchema });
export const twoFactorDisableSchema = z.object({
  code: z.preprocess((v) => (v === '' ? undefined : v), twoFactorCodeSchema.optional()),
  password: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(128).optional()),
});
export const twoFactorStatusSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
