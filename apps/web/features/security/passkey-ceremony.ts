import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/** Why the browser's passkey step did not give an answer (a message key under `passkeys.errors`). */
export type PasskeyFailure = 'unsupported' | 'cancelled' | 'alreadyAdded' | 'failed';

export class PasskeyCeremonyError extends Error {
  constructor(readonly reason: PasskeyFailure) {
    super(reason);
    this.name = 'PasskeyCeremonyError';
  }
}

/** @simplewebauthn/browser, loaded when a passkey is first used (no page's first load carries it). */
const library = async () => {
  const lib = await import('@simplewebauthn/browser');
  if (!lib.browserSupportsWebAuthn()) throw new PasskeyCeremonyError('unsupported');
  return lib;
};

function failure(error: unknown): PasskeyCeremonyError {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return new PasskeyCeremonyError('alreadyAdded');
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
    return new PasskeyCeremonyError('cancelled');
  return new PasskeyCeremonyError('failed');
}

/** Runs one browser ceremony with the library, its failures as PasskeyCeremonyError. */
async function ceremony<T>(run: (lib: Awaited<ReturnType<typeof library>>) => Promise<T>): Promise<T> {
  const lib = await library();
  return run(lib).catch((error: unknown) => {
    throw failure(error);
  });
}

/** Asks the browser to make a passkey for these options (POST /auth/passkeys/register/options). */
export function createPasskey(options: unknown): Promise<RegistrationResponseJSON> {
  return ceremony((lib) => lib.startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }));
}

/** Asks the browser to sign in with one of this site's passkeys (POST /auth/passkeys/login/options). */
export function getPasskey(options: unknown): Promise<AuthenticationResponseJSON> {
  return ceremony((lib) => lib.startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON }));
}
