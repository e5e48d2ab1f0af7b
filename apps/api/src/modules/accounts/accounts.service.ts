import { randomBytes, randomInt } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  toMinor,
  type RegisterPerformerInput,
  type RegisterUserInput,
} from '@fanlane/shared';
import type { Mailer } from '../../adapters/mail.js';
import { AppError, badRequest, forbidden, notFound, unprocessable, withFlags } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import type { AuthContext, SessionsService } from '../auth/sessions.service.js';
import type { SignInOrigin } from '../auth/device.js';
import type { TwoFactorService } from '../auth/two-factor.service.js';
import type { FilesService } from '../files/files.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { UserRow, UsersRepository } from '../users/users.repository.js';
import type { AccountTokens } from './account-tokens.js';
import { credentialsChangedMail, newSignInMail, resetMail, verificationMail } from './mails.js';
import type { LoginLimiter } from './login-limiter.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import { checkPassword, hashPassword } from './passwords.js';
import { assertNotCommon } from './common-passwords.js';

export interface AccountsDeps {
  users: UsersRepository;
  sessions: SessionsService;
  tokens: AccountTokens;
  mailer: Mailer;
  settings: SettingsService;
  files: FilesService;
  limiter: LoginLimiter;
  captcha: CaptchaService;
  twoFactor: TwoFactorService;
  urls: { api: string; web: string };
}

/** A real hash of a random password, checked when a login names no account, so both take as long. */
let dummy: Promise<string> | null = null;
const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString('hex')));

/** A sign-in this recent stands in for the current password on credential changes (issue #19). */
export const RECENT_SIGN_IN_MS = 15 * 60_000;

/** The account columns a fan's and a creator's registration both fill from the form. */
async function accountFields(input: RegisterUserInput | RegisterPerformerInput, username: string) {
  return {
    email: input.email,
    username,
    name: input.name ?? [input.firstName, input.lastName].filter(Boolean).join(' '),
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    gender: input.gender ?? null,
    country: input.country ?? null,
    phone: input.phone ?? null,
    passwordHash: await hashPassword(input.password),
  };
}

/** Registration, sign-in, email verification and password reset (business-rules "Accounts"). */
export function createAccountsService(deps: AccountsDeps) {
  const { users, sessions, tokens, mailer, settings, files, limiter, captcha, twoFactor, urls } = deps;
  const api = urls.api.replace(/\/$/, '');
  const siteName = async () => String(await settings.get('siteName'));
  const securityHref = `${urls.web.replace(/\/$/, '')}/account/security`;

  /** Mails the account when it signs in from a device and address it had not used (not the first time). */
  async function tellNewOrigin(user: UserRow, origin: SignInOrigin, sessionId: string) {
    if (!user.email) return;
    const { first, known } = await sessions.knownOrigin(user.id, origin, sessionId);
    if (first || known) return;
    await mailer.send({ to: user.email, ...newSignInMail(await siteName(), origin, securityHref) });
  }

  async function assertMaySignIn(user: UserRow) {
    if (user.status !== 'active') throw forbidden(MESSAGES.accountDeactivated);
    if ((await settings.get('requireEmailVerification')) === true && !user.verifiedEmail) {
      throw unprocessable(MESSAGES.verifyEmail, 'EMAIL_NOT_VERIFIED');
    }
  }

  async function openSession(user: UserRow, remember: boolean | undefined, origin: SignInOrigin) {
    const { token, expiresAt, sessionId } = await sessions.create(user.id, { remember, ...origin });
    await tellNewOrigin(user, origin, sessionId);
    return { token, expiresAt, user };
  }

  async function assertAvailable(email: string | undefined, username: string | undefined, exceptId?: string) {
    if (email && (await users.emailTaken(email, exceptId)))
      throw unprocessable(ACCOUNT_MESSAGES.emailTaken, 'EMAIL_TAKEN');
    if (username && (await users.usernameTaken(username, exceptId)))
      throw unprocessable(ACCOUNT_MESSAGES.usernameTaken, 'USERNAME_TAKEN');
  }

  async function freeUsername(): Promise<string> {
    for (;;) {
      const candidate = `user${randomInt(10_000_000, 99_999_999)}`;
      if (!(await users.usernameTaken(candidate))) return candidate;
    }
  }

  async function sendVerification(user: UserRow) {
    if (!user.email) return;
    const token = await tokens.issue(user.id, 'verify-email', user.email);
    const href = `${api}/auth/email-verification?token=${token}`;
    await mailer.send({ to: user.email, ...verificationMail(await siteName(), href) });
  }

  /** Keeps an uploaded identity document: images re-encoded, PDFs kept as they are; always private. */
  async function storeDocument(ownerId: string, upload: UploadedFile, type: string) {
    return upload.filename.toLowerCase().endsWith('.pdf')
      ? files.storeRaw(ownerId, upload, { type, acl: 'private', kinds: ['document'] })
      : files.storeImage(ownerId, upload, { type, acl: 'private', maxSide: 2400 });
  }

  return {
    sendVerification,

    async registerUser(input: RegisterUserInput) {
      await assertNotCommon(input.password);
      await assertAvailable(input.email, input.username);
      const username = input.username ?? (await freeUsername());
      const user = await users.insert({ role: 'user', ...(await accountFields(input, username)) });
      await sendVerification(user);
      return { message: ACCOUNT_MESSAGES.checkInbox, user };
    },

    async registerPerformer(input: RegisterPerformerInput, documents: Map<string, UploadedFile>) {
      const idDoc = documents.get('idVerification');
      const selfieDoc = documents.get('documentVerification');
      if (!idDoc || !selfieDoc) throw notFound(ACCOUNT_MESSAGES.missingDocuments);
      await assertNotCommon(input.password);
      await assertAvailable(input.email, input.username);
      const [freeDays, freeEnabled] = await Promise.all([
        settings.get('freeSubscriptionDuration'),
        settings.get('freeSubscriptionEnabled'),
      ]);
      const user = await users.insert(
        { role: 'performer', ...(await accountFields(input, input.username)) },
        {
          bio: input.bio ?? '',
          dateOfBirth: input.dateOfBirth ?? null,
          phoneCode: input.phoneCode ?? '',
          city: input.city ?? '',
          state: input.state ?? '',
          zipcode: input.zipcode ?? '',
          address: input.address ?? '',
          languages: input.languages,
          height: input.height ?? '',
          weight: input.weight ?? '',
          hair: input.hair ?? '',
          pubicHair: input.pubicHair ?? '',
          butt: input.butt ?? '',
          ethnicity: input.ethnicity ?? '',
          eyes: input.eyes ?? '',
          bodyType: input.bodyType ?? '',
          sexualOrientation: input.sexualOrientation ?? '',
          ageBand: input.age ?? '',
          isFreeSubscription: Boolean(freeEnabled),
          durationFreeSubscriptionDays: Number(freeDays) || 1,
          monthlyPrice: toMinor(Math.max(Number(await settings.get('minimumSubscriptionPrice')), 9.95)),
          yearlyPrice: toMinor(Math.max(Number(await settings.get('minimumSubscriptionPrice')), 99)),
        },
        input.categoryIds,
      );
      const [idFile, selfieFile] = await Promise.all([
        storeDocument(user.id, idDoc, 'id-verification'),
        storeDocument(user.id, selfieDoc, 'document-verification'),
      ]);
      await users.update(user.id, {}, { idVerificationId: idFile.id, documentVerificationId: selfieFile.id });
      await sendVerification(user);
      return { message: ACCOUNT_MESSAGES.performerApplied, user };
    },

    async login(
      input: { username: string; password: string; remember?: boolean; captchaToken?: string; twoFactorCode?: string },
      ip: string,
      origin: SignInOrigin = { device: '', ipCoarse: '' },
    ) {
      const user = await users.findByLogin(input.username);
      const key = limiter.accountKey(input.username, user?.id);
      // Repeated failures slow the account's next tries (never a hard lockout) and ask for the bot check.
      const { suspicious } = await limiter.check(key, ip);
      if (suspicious) await captcha.assert(input.captchaToken, ip);
      // An unknown account and a wrong password answer alike, after the same argon2 work (issue #19:
      // no account enumeration; docs/decisions.md).
      const password = await checkPassword(user?.passwordHash ?? (await dummyHash()), input.password);
      if (!user?.passwordHash || !password.ok) {
        await limiter.fail(key, ip);
        throw unprocessable(ACCOUNT_MESSAGES.loginFailed);
      }
      await assertMaySignIn(user);
      // The second factor, once the password is right; a wrong code counts as a failed sign-in.
      await twoFactor.assertAtSignIn(user.id, input.twoFactorCode).catch(async (err: unknown) => {
        if (input.twoFactorCode) await limiter.fail(key, ip);
        throw err;
      });
      await limiter.succeed(key);
      // A hash from before passwords were normalised: replaced now that the password is known.
      if (password.rehash) await users.update(user.id, { passwordHash: await hashPassword(input.password) });
      return openSession(user, input.remember, origin);
    },

    /** A session for an account another way has signed in (Google, X): device kept, new-device mail. */
    openSession: (user: UserRow, origin: SignInOrigin) => openSession(user, true, origin),

    /**
     * Signs in an account whose passkey was just verified (it stands for the password and the second
     * factor): the same session, checks and new-device mail as a password sign-in.
     */
    async signInVerified(userId: string, remember: boolean | undefined, origin: SignInOrigin) {
      const user = await users.findById(userId);
      if (!user) throw unprocessable(ACCOUNT_MESSAGES.loginFailed);
      await assertMaySignIn(user);
      return openSession(user, remember, origin);
    },

    logout: (token: string) => sessions.revoke(token),

    /** Re-sends the verification mail to an account's address, if it has one and is not verified. */
    async resendVerification(email: string) {
      const user = await users.findByEmail(email);
      if (user && !user.verifiedEmail) await sendVerification(user);
      return { message: ACCOUNT_MESSAGES.checkInbox };
    },

    /** Verifies the address the link was sent to; a link for an address since changed does nothing. */
    async verifyEmail(token: string): Promise<boolean> {
      const row = await tokens.consume(token, 'verify-email');
      if (!row) return false;
      const user = await users.findById(row.userId);
      if (!user || !user.email || user.email.toLowerCase() !== row.email?.toLowerCase()) return false;
      await users.update(user.id, { verifiedEmail: true });
      return true;
    },

    async forgot(email: string) {
      const user = await users.findByEmail(email);
      // The same answer whether the address has an account or not (no enumeration).
      if (!user) return { success: true as const };
      const token = await tokens.issue(user.id, 'reset-password');
      await mailer.send({ to: email, ...resetMail(await siteName(), `${api}/auth/password-change?token=${token}`) });
      return { success: true as const };
    },

    isResetTokenValid: async (token: string) => (await tokens.peek(token, 'reset-password')) !== null,

    /** Sets a new password from a reset link (the server-rendered form sends it as typed). */
    async resetPassword(token: string, password: string) {
      await assertNotCommon(password);
      const row = await tokens.consume(token, 'reset-password');
      if (!row) throw badRequest(ACCOUNT_MESSAGES.linkInvalid);
      await users.update(row.userId, { passwordHash: await hashPassword(password) });
      await sessions.revokeAll(row.userId);
    },

    async changePassword(user: UserRow, auth: AuthContext, input: { password: string; currentPassword?: string }) {
      await this.assertMayChangeCredentials(user, auth, input.currentPassword);
      await assertNotCommon(input.password);
      await users.update(user.id, { passwordHash: await hashPassword(input.password) });
      await this.credentialsChanged(user, { password: true }, auth.sessionId);
    },

    /**
     * Changing the email or password needs the current password, or a sign-in within the last 15
     * minutes (contract clients send no current password): a stolen session alone cannot take the
     * account over.
     */
    async assertMayChangeCredentials(user: UserRow, auth: AuthContext, currentPassword?: string) {
      if (currentPassword !== undefined) {
        const ok = !!user.passwordHash && (await checkPassword(user.passwordHash, currentPassword)).ok;
        if (!ok) throw unprocessable(ACCOUNT_MESSAGES.currentPasswordIncorrect, 'CURRENT_PASSWORD_INCORRECT');
        return;
      }
      if (Date.now() - auth.signedInAt.getTime() <= RECENT_SIGN_IN_MS) return;
      throw withFlags(unprocessable(ACCOUNT_MESSAGES.currentPasswordRequired, 'CURRENT_PASSWORD_REQUIRED'), {
        currentPasswordRequired: true,
      });
    },

    /** After a change: a new password ends every other session; the old address is told either way. */
    async credentialsChanged(before: UserRow, what: { password?: boolean; email?: boolean }, keepSessionId: string) {
      if (what.password) await sessions.revokeAll(before.id, keepSessionId);
      if (!before.email) return;
      const name = await siteName();
      if (what.password)
        await mailer.send({ to: before.email, ...credentialsChangedMail(name, 'password', securityHref) });
      if (what.email) await mailer.send({ to: before.email, ...credentialsChangedMail(name, 'email', securityHref) });
    },

    /** Everything a "verify" redirect needs. */
    redirects: {
      verified: `${urls.web.replace(/\/$/, '')}/auth/email-verified-success`,
      failed: `${urls.web.replace(/\/$/, '')}/auth/login?verification=failed`,
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
export { AppError };
