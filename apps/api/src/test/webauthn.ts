import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey authenticator for API tests: makes the answers a browser gives to
 * `navigator.credentials.create()` and `.get()` (attestation "none", ES256 keys), so the passkey
 * routes can be tested without a browser. Each option can be bent to make a bad answer.
 */
export interface SoftPasskey {
  credentialId: string;
  privateKey: KeyObject;
  /** The user handle the authenticator keeps (base64url of the account id it was made for). */
  userHandle: string;
}

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return new Uint8Array(b);
};
const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface Ceremony {
  /** Where the page is (default: the relying party's origin). */
  origin?: string;
  /** Which rpID the authenticator signs for (default: the relying party's). */
  rpId?: string;
  /** Whether the device checked its PIN or biometrics (default true). */
  userVerified?: boolean;
}

/** A PublicKeyCredential as the browser library serialises it. */
const answer = <R>(passkey: SoftPasskey, response: R) => ({
  id: passkey.credentialId,
  rawId: passkey.credentialId,
  type: 'public-key' as const,
  clientExtensionResults: {},
  authenticatorAttachment: 'platform' as const,
  response,
});

export function softAuthenticator(rp: { id: string; origin: string }) {
  const clientData = (type: string, challenge: string, c: Ceremony) =>
    JSON.stringify({ type, challenge, origin: c.origin ?? rp.origin, crossOrigin: false });
  const flags = (c: Ceremony, extra = 0) => new Uint8Array([UP | (c.userVerified === false ? 0 : UV) | extra]);

  return {
    /** Answers registration options; the passkey made is returned to sign in with later. */
    create(options: { challenge: string; user: { id: string } }, c: Ceremony = {}) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, isoBase64URL.toBuffer(jwk.x!)],
          [-3, isoBase64URL.toBuffer(jwk.y!)],
        ]),
      );
      const id = new Uint8Array(randomBytes(32));
      const idLength = new Uint8Array([id.length >> 8, id.length & 0xff]);
      const authData = concat(sha256(c.rpId ?? rp.id), flags(c, AT), u32(0), new Uint8Array(16), idLength, id, cose);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      const passkey: SoftPasskey = { credentialId: b64(id), privateKey, userHandle: options.user.id };
      const response = answer(passkey, {
        clientDataJSON: b64(clientData('webauthn.create', options.challenge, c)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      });
      return { passkey, response };
    },

    /** Answers sign-in options with a passkey, its signature counter at `counter`. */
    get(options: { challenge: string }, passkey: SoftPasskey, counter: number, c: Ceremony = {}) {
      const authData = concat(sha256(c.rpId ?? rp.id), flags(c), u32(counter));
      const json = clientData('webauthn.get', options.challenge, c);
      const signature = sign('sha256', concat(authData, sha256(json)), passkey.privateKey);
      return answer(passkey, {
        clientDataJSON: b64(json),
        authenticatorData: b64(authData),
        signature: b64(new Uint8Array(signature)),
        userHandle: passkey.userHandle,
      });
    },
  };
}
