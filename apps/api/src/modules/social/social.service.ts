import { createHash, randomInt } from 'node:crypto';
import { ACCOUNT_MESSAGES, MESSAGES } from '@fanlane/shared';
import type { GoogleProfile, GoogleSignIn } from '../../adapters/google.js';
import type { TwitterSignIn } from '../../adapters/twitter.js';
import type { Db } from '../../db/client.js';
import { forbidden, unauthorized, unprocessable } from '../../http/errors.js';
import type { SessionsService } from '../auth/sessions.service.js';
import type { SignInOrigin } from '../auth/device.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { Role, UserRow, UsersRepository } from '../users/users.repository.js';
import { findIdentity, insertIdentity, storeState, takeState } from './social.repository.js';

export const SOCIAL_MESSAGES = {
  googleDisabled: 'Google sign-in is not enabled',
  twitterDisabled: 'X sign-in is not enabled',
  invalidUrl: 'Invalid url!',
  failed: 'Sign-in failed, please try again',
} as const;

const STATE_LIFETIME_MS = 10 * 60_000;
const NO_ORIGIN: SignInOrigin = { device: '', ipCoarse: '' };
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface SocialDeps {
  db: Db;
  users: UsersRepository;
  sessions: SessionsService;
  settings: SettingsService;
  google: GoogleSignIn;
  twitter: TwitterSignIn;
  /** Whether a sign-in may return to this origin (the web app's; env originPolicy). */
  allowOrigin: (origin: string) => boolean;
  /**
   * Opens the session as every sign-in does (device recorded, a mail when the device is new); a
   * bare session without it.
   */
  openSession?: (user: UserRow, origin: SignInOrigin) => Promise<{ token: string }>;
}

/**
 * Sign-in through Google and X. Accounts are found by the provider's subject id, never by email
 * alone; a new subject creates an account (a provider's address already used by another account
 * is refused rather than linked).
 */
export function createSocialService(deps: SocialDeps) {
  const { db, users, sessions, settings, google, twitter } = deps;
  const open = (user: UserRow, origin: SignInOrigin) =>
    deps.openSession ? deps.openSession(user, origin) : sessions.create(user.id, { remember: true, ...origin });

  async function freeUsername(base: string): Promise<string> {
    const clean = base
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 20);
    if (clean.length >= 3 && !(await users.usernameTaken(clean))) return clean;
    for (;;) {
      const candidate = `user${randomInt(10_000_000, 99_999_999)}`;
      if (!(await users.usernameTaken(candidate))) return candidate;
    }
  }

  async function accountFor(
    provider: 'google' | 'twitter',
    subject: string,
    role: Role,
    profile: { email: string | null; emailVerified: boolean; name: string; username: string },
  ): Promise<UserRow> {
    const identity = await findIdentity(db, provider, subject);
    if (identity) {
      const user = await users.findById(identity.userId);
      if (!user) throw unauthorized(SOCIAL_MESSAGES.failed);
      if (user.status !== 'active') throw forbidden(MESSAGES.accountDeactivated);
      return user;
    }
    const email = profile.email && profile.emailVerified ? profile.email.toLowerCase() : null;
    if (email && (await users.emailTaken(email))) throw unprocessable(ACCOUNT_MESSAGES.emailTaken, 'EMAIL_TAKEN');
    const user = await users.insert({
      role: role === 'performer' ? 'performer' : 'user',
      email,
      username: await freeUsername(profile.username),
      name: profile.name,
      verifiedEmail: email !== null,
    });
    await insertIdentity(db, { provider, subject, userId: user.id });
    return user;
  }

  async function googleClientId(): Promise<string> {
    const [enabled, clientId] = await Promise.all([
      settings.get('googleLoginEnabled'),
      settings.get('googleLoginClientId'),
    ]);
    if (enabled !== true || !clientId) throw forbidden(SOCIAL_MESSAGES.googleDisabled);
    return String(clientId);
  }

  async function signInWithGoogle(
    load: (clientId: string) => Promise<GoogleProfile>,
    role: Role,
    origin: SignInOrigin,
  ) {
    const clientId = await googleClientId();
    let profile: GoogleProfile;
    try {
      profile = await load(clientId);
    } catch {
      throw unauthorized(SOCIAL_MESSAGES.failed);
    }
    const user = await accountFor('google', profile.subject, role, {
      ...profile,
      username: profile.email?.split('@')[0] ?? '',
    });
    return open(user, origin);
  }

  async function assertTwitterEnabled() {
    if ((await settings.get('twitterLoginEnabled')) !== true || !twitter.configured())
      throw forbidden(SOCIAL_MESSAGES.twitterDisabled);
  }

  function assertAllowedUrl(url: string) {
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      throw forbidden(SOCIAL_MESSAGES.invalidUrl);
    }
    if (!deps.allowOrigin(origin)) throw forbidden(SOCIAL_MESSAGES.invalidUrl);
  }

  return {
    googleWithIdToken: (idToken: string, role: Role, origin: SignInOrigin = NO_ORIGIN) =>
      signInWithGoogle((id) => google.verify(id, idToken), role, origin),
    googleWithCode: (code: string, role: Role, origin: SignInOrigin = NO_ORIGIN) =>
      signInWithGoogle((id) => google.exchangeCode(id, code), role, origin),

    /** Starts X's flow: the PKCE verifier stays here, keyed by the state's hash. */
    async twitterStart(callbackUrl: string) {
      await assertTwitterEnabled();
      assertAllowedUrl(callbackUrl);
      const { url, state, codeVerifier } = await twitter.start(callbackUrl);
      await storeState(db, {
        stateHash: sha256(state),
        provider: 'twitter',
        codeVerifier,
        redirectUri: callbackUrl,
        expiresAt: new Date(Date.now() + STATE_LIFETIME_MS),
      });
      return { url, oauth_token: state, oauth_token_secret: '', oauth_callback_confirmed: true };
    },

    async twitterFinish(params: { code: string; state: string; role: Role }, origin: SignInOrigin = NO_ORIGIN) {
      await assertTwitterEnabled();
      const pending = await takeState(db, sha256(params.state));
      if (!pending) throw forbidden(SOCIAL_MESSAGES.failed);
      let profile;
      try {
        profile = await twitter.finish({
          code: params.code,
          state: params.state,
          codeVerifier: pending.codeVerifier,
          redirectUri: pending.redirectUri,
        });
      } catch {
        throw forbidden(SOCIAL_MESSAGES.failed);
      }
      const user = await accountFor('twitter', profile.subject, params.role, {
        email: null,
        emailVerified: false,
        name: profile.name,
        username: profile.username,
      });
      return open(user, origin);
    },
  };
}
export type SocialService = ReturnType<typeof createSocialService>;
