import * as oauth from 'oauth4webapi';

export interface TwitterProfile {
  subject: string;
  name: string;
  username: string;
}

/**
 * Sign in with X: OAuth 2.0 authorisation code flow with PKCE, through oauth4webapi. Endpoints are
 * configurable so tests can run a local provider that speaks the same protocol.
 */
export function createTwitterSignIn(options: {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}) {
  const as: oauth.AuthorizationServer = {
    issuer: new URL(options.authorizeUrl).origin,
    authorization_endpoint: options.authorizeUrl,
    token_endpoint: options.tokenUrl,
  };
  const client: oauth.Client = { client_id: options.clientId };
  const auth = options.clientSecret ? oauth.ClientSecretBasic(options.clientSecret) : oauth.None();
  const insecure = { [oauth.allowInsecureRequests]: new URL(options.tokenUrl).protocol === 'http:' };

  return {
    configured: () => Boolean(options.clientId),

    async start(redirectUri: string) {
      const codeVerifier = oauth.generateRandomCodeVerifier();
      const state = oauth.generateRandomState();
      const url = new URL(options.authorizeUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: redirectUri,
        scope: 'users.read tweet.read',
        state,
        code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      }).toString();
      return { url: url.toString(), state, codeVerifier };
    },

    async finish(params: {
      code: string;
      state: string;
      codeVerifier: string;
      redirectUri: string;
    }): Promise<TwitterProfile> {
      const callback = oauth.validateAuthResponse(
        as,
        client,
        new URLSearchParams({ code: params.code, state: params.state }),
        params.state,
      );
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        auth,
        callback,
        params.redirectUri,
        params.codeVerifier,
        insecure,
      );
      const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
      const me = await fetch(options.userinfoUrl, { headers: { authorization: `Bearer ${tokens.access_token}` } });
      if (!me.ok) throw new Error(`user lookup failed: ${me.status}`);
      const body = (await me.json()) as { data?: { id?: string; name?: string; username?: string } };
      if (!body.data?.id) throw new Error('user lookup without id');
      return { subject: body.data.id, name: body.data.name ?? '', username: body.data.username ?? '' };
    },
  };
}
export type TwitterSignIn = ReturnType<typeof createTwitterSignIn>;
