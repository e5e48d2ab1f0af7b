import type { z } from 'zod';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import {
  AUTHENTICATOR_TRANSPORTS,
  PASSKEY_MESSAGES,
  PASSKEYS_MAX,
  type AuthenticatorTransportName,
  type passkeyCreationOptionsSchema,
  type passkeyRequestOptionsSchema,
  type PasskeyItem,
} from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { AppError, notFound, unprocessable } from '../../http/errors.js';
import type { UserRow } from './sessions.service.js';
import {
  deletePasskey,
  findPasskeyByCredential,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  recordPasskeyUse,
  renamePasskey,
  takeChallenge,
  type ChallengePurpose as Purpose,
  type PasskeyRow,
} from './passkeys.repository.js';

/** The relying party: the web app's host name (rpID) and the origins its pages are served from. */
export interface RelyingParty {
  id: string;
  origins: string[];
  name: () => Promise<string>;
}

/** How long a challenge may be answered; the browser is told a little less. */
const CHALLENGE_TTL_MS = 5 * 60_000;
const BROWSER_TIMEOUT_MS = 4 * 60_000;

const present = (row: PasskeyRow): PasskeyItem => ({
  _id: row.id,
  name: row.name,
  backedUp: row.backedUp,
  transports: row.transports,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});
const knownTransports = (list: readonly string[] | undefined) =>
  (list ?? []).filter((t): t is AuthenticatorTransportName =>
    (AUTHENTICATOR_TRANSPORTS as readonly string[]).includes(t),
  );
const descriptor = (d: { id: string; transports?: readonly string[] }) => ({
  id: d.id,
  type: 'public-key' as const,
  transports: knownTransports(d.transports),
});

/** The user handle a discoverable passkey answers is the account id it was registered with. */
function handleMatches(handle: string | undefined, userId: string): boolean {
  if (!handle) return true;
  try {
    return isoBase64URL.toUTF8String(handle) === userId;
  } catch {
    return false;
  }
}
const notVerified = () => unprocessable(PASSKEY_MESSAGES.notVerified);

/** The challenge a browser's answer signed (its clientDataJSON), or a refusal when unreadable. */
function challengeOf(response: { response: { clientDataJSON: string } }): string {
  try {
    const challenge = decodeClientDataJSON(response.response.clientDataJSON).challenge;
    if (typeof challenge === 'string' && challenge) return challenge;
  } catch {
    // falls through
  }
  throw notVerified();
}

/**
 * Passkeys (WebAuthn through @simplewebauthn/server, issue #19): an account registers passkeys while
 * signed in and signs in with one instead of its password and second factor. Every ceremony starts
 * with a challenge kept here, taken once by the answer that signs it, and only within 5 minutes.
 * User verification (the device's PIN or biometrics) is required, so a passkey is two factors.
 */
export function createPasskeysService(
  db: Db,
  rp: RelyingParty,
  hooks: { onAdded?: (user: UserRow, name: string) => Promise<void> } = {},
) {
  async function issue(challenge: string, purpose: Purpose, userId: string | null) {
    await insertChallenge(db, { challenge, purpose, userId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
  }

  /** Takes a challenge (once): false when unknown, used, expired, or someone else's. */
  async function take(challenge: string, purpose: Purpose, userId: string | null): Promise<boolean> {
    return takeChallenge(db, challenge, purpose, userId);
  }

  const rowsOf = (userId: string) => listPasskeys(db, userId);

  /** Refused as not verified; the reason is logged (passkeysRoutes), never answered. */
  const refuse = (reason: string) => new AppError('UNPROCESSABLE', PASSKEY_MESSAGES.notVerified, { reason });

  return {
    list: async (userId: string) => (await rowsOf(userId)).map(present),

    /** Options for `navigator.credentials.create()`; the account's passkeys are excluded. */
    async registrationOptions(user: UserRow) {
      const existing = await rowsOf(user.id);
      if (existing.length >= PASSKEYS_MAX) throw unprocessable(PASSKEY_MESSAGES.tooMany);
      const options = await generateRegistrationOptions({
        rpName: await rp.name(),
        rpID: rp.id,
        userName: user.email ?? user.username ?? user.id,
        userDisplayName: user.name || user.username || '',
        userID: isoUint8Array.fromUTF8String(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: knownTransports(p.transports) })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        timeout: BROWSER_TIMEOUT_MS,
      });
      await issue(options.challenge, 'register', user.id);
      return {
        ...options,
        pubKeyCredParams: options.pubKeyCredParams.map((p) => ({ alg: p.alg, type: 'public-key' as const })),
        excludeCredentials: options.excludeCredentials?.map(descriptor),
        extensions: options.extensions as Record<string, unknown> | undefined,
      } satisfies z.input<typeof passkeyCreationOptionsSchema>;
    },

    /** Verifies the browser's answer to a registration challenge and keeps the passkey. */
    async register(user: UserRow, response: RegistrationResponseJSON, name: string) {
      const challenge = challengeOf(response);
      if (!(await take(challenge, 'register', user.id))) throw unprocessable(PASSKEY_MESSAGES.expired);
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }).catch((err: unknown) => {
        throw refuse(`registration: ${(err as Error).message}`);
      });
      if (!verification.verified) throw refuse('registration not verified');
      const { credential, credentialBackedUp } = verification.registrationInfo;
      const row = await insertPasskey(db, {
        userId: user.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: knownTransports(credential.transports ?? response.response.transports),
        name,
        backedUp: credentialBackedUp,
      });
      if (!row) throw unprocessable(PASSKEY_MESSAGES.alreadyAdded);
      await hooks.onAdded?.(user, name);
      return present(row);
    },

    async rename(userId: string, id: string, name: string) {
      const row = await renamePasskey(db, userId, id, name);
      if (!row) throw notFound(PASSKEY_MESSAGES.notFound);
      return present(row);
    },

    async remove(userId: string, id: string) {
      if (!(await deletePasskey(db, userId, id))) throw notFound(PASSKEY_MESSAGES.notFound);
    },

    /** Options for `navigator.credentials.get()`: any passkey of this site (discoverable credentials). */
    async signInOptions() {
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: 'required',
        timeout: BROWSER_TIMEOUT_MS,
      });
      await issue(options.challenge, 'sign-in', null);
      return {
        ...options,
        allowCredentials: options.allowCredentials?.map(descriptor),
        extensions: options.extensions as Record<string, unknown> | undefined,
      } satisfies z.input<typeof passkeyRequestOptionsSchema>;
    },

    /**
     * Verifies a sign-in answer: the challenge is taken once, the signature checked with the stored
     * public key, and the counter must move forward (unless the authenticator keeps none). Answers
     * the account it signs in.
     */
    async signIn(response: AuthenticationResponseJSON): Promise<string> {
      const challenge = challengeOf(response);
      if (!(await take(challenge, 'sign-in', null))) throw unprocessable(PASSKEY_MESSAGES.expired);
      const row = await findPasskeyByCredential(db, response.id);
      if (!row) throw unprocessable(PASSKEY_MESSAGES.unknown);
      if (!handleMatches(response.response.userHandle, row.userId)) throw refuse('user handle of another account');
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        credential: {
          id: row.credentialId,
          publicKey: isoBase64URL.toBuffer(row.publicKey),
          counter: row.counter,
          transports: row.transports,
        },
        requireUserVerification: true,
      }).catch((err: unknown) => {
        // A counter that did not move forward lands here: the passkey may have been copied.
        throw refuse(`sign-in: ${(err as Error).message}`);
      });
      if (!verification.verified) throw refuse('sign-in not verified');
      const { newCounter, credentialBackedUp } = verification.authenticationInfo;
      // Two answers racing with the same counter: only one moves it.
      const moved = await recordPasskeyUse(db, row.id, { counter: newCounter, backedUp: credentialBackedUp });
      if (!moved) throw refuse('counter raced');
      return row.userId;
    },
  };
}
export type PasskeysService = ReturnType<typeof createPasskeysService>;
