import { OAuth2Client } from 'google-auth-library';

export interface GoogleProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

/**
 * Google sign-in through Google's own library: ID tokens verified against Google's certificates
 * (signature, audience, issuer, expiry); authorisation codes exchanged with redirect `postmessage`.
 * Endpoints are configurable so tests can run a local provider that speaks the same protocol.
 */
export function createGoogleSignIn(options: { clientSecret: string; tokenUrl: string; certsUrl: string }) {
  const client = (clientId: string) =>
    new OAuth2Client({
      clientId,
      clientSecret: options.clientSecret,
      redirectUri: 'postmessage',
      endpoints: { oauth2TokenUrl: options.tokenUrl, oauth2FederatedSignonPemCertsUrl: options.certsUrl },
    });

  async function verify(clientId: string, idToken: string): Promise<GoogleProfile> {
    const ticket = await client(clientId).verifyIdToken({ idToken, audience: clientId });
    const payload = ticket.getPayload();
    if (!payload?.sub) throw new Error('ID token without subject');
    return {
      subject: payload.sub,
      email: payload.email ?? null,
      emailVerified: payload.email_verified === true,
      name: payload.name ?? '',
    };
  }

  return {
    verify,
    async exchangeCode(clientId: string, code: string): Promise<GoogleProfile> {
      const { tokens } = await client(clientId).getToken(code);
      if (!tokens.id_token) throw new Error('no ID token in the code exchange');
      return verify(clientId, tokens.id_token);
    },
  };
}
export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
