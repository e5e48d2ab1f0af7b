import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for Google and X that speak their real protocols: Google's PEM certificate
 * endpoint, RS256 ID tokens and code exchange; X's OAuth 2.0 token endpoint with PKCE checks and
 * its users/me lookup. Tests point the adapters' endpoint settings at them.
 */

const b64url = (v: Buffer | string) => Buffer.from(v).toString('base64url');

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function readBody(req: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => resolve(new URLSearchParams(body)));
  });
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'max-age=60' });
  res.end(JSON.stringify(body));
};

export async function startFakeGoogle() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const codes = new Map<string, string>();

  function idToken(claims: Record<string, unknown>, key = privateKey) {
    const now = Math.floor(Date.now() / 1000);
    const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
    const payload = b64url(
      JSON.stringify({ iss: 'https://accounts.google.com', iat: now, exp: now + 3600, ...claims }),
    );
    const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key);
    return `${header}.${payload}.${b64url(signature)}`;
  }

  const server = await listen(async (req, res) => {
    if (req.url === '/certs') return json(res, 200, { [kid]: publicKey.export({ type: 'spki', format: 'pem' }) });
    if (req.url === '/token' && req.method === 'POST') {
      const body = await readBody(req);
      const token = codes.get(body.get('code') ?? '');
      if (!token || body.get('redirect_uri') !== 'postmessage') return json(res, 400, { error: 'invalid_grant' });
      codes.delete(body.get('code')!);
      return json(res, 200, { access_token: 'ya29.fake', id_token: token, token_type: 'Bearer', expires_in: 3600 });
    }
    json(res, 404, { error: 'not_found' });
  });

  return {
    ...server,
    idToken,
    /** A token signed by a key Google never published. */
    forgedToken: (claims: Record<string, unknown>) =>
      idToken(claims, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey),
    /** An authorisation code the token endpoint will exchange once for this ID token. */
    issueCode(token: string) {
      const code = randomBytes(12).toString('hex');
      codes.set(code, token);
      return code;
    },
  };
}

export async function startFakeTwitter(options: { clientId: string; clientSecret: string }) {
  const grants = new Map<
    string,
    { challenge: string; redirectUri: string; user: { id: string; name: string; username: string } }
  >();
  const tokens = new Map<string, { id: string; name: string; username: string }>();

  const server = await listen(async (req, res) => {
    if (req.url === '/2/oauth2/token' && req.method === 'POST') {
      // RFC 6749 2.3.1: Basic credentials are form-urlencoded before base64.
      const basic = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      const [id = '', secret = ''] = basic.split(':').map((p) => decodeURIComponent(p.replace(/\+/g, ' ')));
      if (id !== options.clientId || secret !== options.clientSecret)
        return json(res, 401, { error: 'invalid_client' });
      const body = await readBody(req);
      const grant = grants.get(body.get('code') ?? '');
      const verifier = body.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !grant ||
        grant.challenge !== challenge ||
        grant.redirectUri !== body.get('redirect_uri') ||
        body.get('grant_type') !== 'authorization_code'
      ) {
        return json(res, 400, { error: 'invalid_grant' });
      }
      grants.delete(body.get('code')!);
      const access = randomBytes(16).toString('hex');
      tokens.set(access, grant.user);
      return json(res, 200, {
        access_token: access,
        token_type: 'bearer',
        expires_in: 7200,
        scope: 'users.read tweet.read',
      });
    }
    if (req.url === '/2/users/me') {
      const user = tokens.get((req.headers.authorization ?? '').replace('Bearer ', ''));
      return user ? json(res, 200, { data: user }) : json(res, 401, { title: 'Unauthorized' });
    }
    json(res, 404, {});
  });

  return {
    ...server,
    /** What X does when the person approves: a code bound to the PKCE challenge of the authorise URL. */
    approve(authorizeUrl: string, user: { id: string; name: string; username: string }) {
      const url = new URL(authorizeUrl);
      if (url.searchParams.get('code_challenge_method') !== 'S256') throw new Error('PKCE S256 expected');
      const code = randomBytes(12).toString('hex');
      grants.set(code, {
        challenge: url.searchParams.get('code_challenge')!,
        redirectUri: url.searchParams.get('redirect_uri')!,
        user,
      });
      return { code, state: url.searchParams.get('state')! };
    },
  };
}

/**
 * A stand-in for reCAPTCHA's and Turnstile's siteverify endpoints (same form, same answer): token
 * `pass` succeeds (`low-score` succeeds with a v3 score of 0.1), anything else fails; the secret must
 * be `test-captcha-secret`. `calls` keeps each request's form.
 */
export async function startFakeCaptcha() {
  const calls: URLSearchParams[] = [];
  const server = await listen(async (req, res) => {
    const body = await readBody(req);
    calls.push(body);
    if (body.get('secret') !== 'test-captcha-secret') {
      return json(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
    }
    const token = body.get('response');
    if (token === 'pass') return json(res, 200, { success: true, hostname: 'localhost' });
    if (token === 'low-score') return json(res, 200, { success: true, score: 0.1 });
    json(res, 200, { success: false, 'error-codes': ['invalid-input-response'] });
  });
  return { url: `${server.url}/siteverify`, calls, close: server.close };
}
