import { describe, expect, it, vi } from 'vitest';
import { defaultPublicSettings } from '@/features/settings/settings.defaults';
import { createApiClient } from '@/lib/api/client';
import { md5 } from '@/lib/md5';
import { makeStore } from '@/lib/store/store';
import {
  asksForCaptcha,
  login,
  loginErrorKind,
  loginErrorMessage,
  offersResend,
  loginWithGoogle,
  loginWithPasskey,
  loginWithTwitter,
  logout,
  passwordToSend,
} from './auth.thunks';
import { ApiError } from '@/lib/api/error';

type Route = (init: RequestInit) => { status: number; body: unknown };

function fakeApi(routes: Record<string, Route>, token: string | null = null) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input));
    const route = routes[`${init.method} ${url.pathname}`];
    if (!route) return new Response(JSON.stringify({ statusCode: 404, message: 'Not Found' }), { status: 404 });
    const { status, body } = route(init);
    return new Response(JSON.stringify(body), { status });
  });
  return { api: createApiClient({ baseUrl: 'http://api.test', fetch: fetchMock, getToken: () => token }), fetchMock };
}

function setup(routes: Record<string, Route>, clientHash = false, token: string | null = null) {
  const { api, fetchMock } = fakeApi(routes, token);
  const session = { setToken: vi.fn(), clearToken: vi.fn() };
  const store = makeStore({ api, session }, { settings: { ...defaultPublicSettings(), clientHash } });
  return { store, session, fetchMock };
}

const me = { _id: 'u1', username: 'ada', email: 'ada@example.com', isPerformer: false };
const ME: Record<string, Route> = { 'GET /users/me': () => ({ status: 200, body: { status: 0, data: me } }) };
const tokenAnswer = (token: string) => ({ status: 200, body: { status: 0, data: { token } } });

/** A store whose `route` answers `answer` (and /users/me `me`); `sent()` is the body last posted there. */
function recording(route: string, answer: ReturnType<Route>) {
  let body: unknown;
  const { store, session } = setup({
    [route]: (init) => {
      body = JSON.parse(String(init.body));
      return answer;
    },
    ...ME,
  });
  return { store, session, sent: () => body };
}

describe('passkey sign-in thunk', () => {
  it("posts the browser's answer, stores the token for as long as asked and signs in", async () => {
    const { store, session, sent } = recording('POST /auth/passkeys/login', tokenAnswer('pk'));
    expect(await store.dispatch(loginWithPasskey({ id: 'cred' }, false))).toEqual(me);
    expect(sent()).toEqual({ response: { id: 'cred' }, remember: false });
    expect(session.setToken).toHaveBeenCalledWith('pk', false);
  });

  it("keeps the API's refusal in state and stores nothing", async () => {
    const { store, session } = setup({
      'POST /auth/passkeys/login': () => ({
        status: 422,
        body: { statusCode: 422, message: 'This passkey could not be verified, please try again' },
      }),
    });
    expect(await store.dispatch(loginWithPasskey({ id: 'cred' }, true))).toBeNull();
    expect(store.getState().auth.login.error).toBe('This passkey could not be verified, please try again');
    expect(session.setToken).not.toHaveBeenCalled();
  });
});

describe('login thunk', () => {
  it('posts the credentials, stores the token, loads /users/me and signs in', async () => {
    let loginBody: unknown;
    const { store, session, fetchMock } = setup({
      'POST /auth/login': (init) => {
        loginBody = JSON.parse(String(init.body));
        return { status: 200, body: { status: 0, data: { token: 'tok' } } };
      },
      'GET /users/me': (init) => {
        expect((init.headers as Record<string, string>).Authorization).toBe('tok');
        return { status: 200, body: { status: 0, data: me } };
      },
    });
    const user = await store.dispatch(login({ username: ' ada ', password: 'secret', remember: true }));
    expect(user).toEqual(me);
    expect(loginBody).toEqual({ username: 'ada', password: 'secret', remember: true });
    expect(session.setToken).toHaveBeenCalledWith('tok', true);
    expect(store.getState().auth.loggedIn).toBe(true);
    expect(store.getState().user.current.username).toBe('ada');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('hashes the password with MD5 when the client-hash setting is on', async () => {
    let sent = '';
    const { store } = setup(
      {
        'POST /auth/login': (init) => {
          sent = (JSON.parse(String(init.body)) as { password: string }).password;
          return { status: 200, body: { status: 0, data: { token: 't' } } };
        },
        'GET /users/me': () => ({ status: 200, body: { status: 0, data: me } }),
      },
      true,
    );
    await store.dispatch(login({ username: 'ada', password: 'secret', remember: false }));
    expect(sent).toBe(md5('secret'));
  });

  it('keeps the server message on failure', async () => {
    const { store, session } = setup({
      'POST /auth/login': () => ({
        status: 422,
        body: { statusCode: 422, message: 'Password is incorrect, please try again' },
      }),
    });
    expect(await store.dispatch(login({ username: 'ada', password: 'x', remember: false }))).toBeNull();
    expect(store.getState().auth).toMatchObject({
      loggedIn: false,
      login: { requesting: false, error: 'Password is incorrect, please try again', success: false },
    });
    expect(session.setToken).not.toHaveBeenCalled();
  });

  it('keeps the domain code beside the message, for the form to branch on', async () => {
    let body: Record<string, unknown> = {
      statusCode: 422,
      message: 'Please verify your email',
      code: 'EMAIL_NOT_VERIFIED',
    };
    const { store } = setup({ 'POST /auth/login': () => ({ status: 422, body }) });
    await store.dispatch(login({ username: 'ada@x.test', password: 'x', remember: false }));
    expect(store.getState().auth.login).toMatchObject({
      error: 'Please verify your email',
      errorCode: 'EMAIL_NOT_VERIFIED',
    });
    body = { statusCode: 422, message: 'Please verify your email' };
    await store.dispatch(login({ username: 'ada@x.test', password: 'x', remember: false }));
    expect(store.getState().auth.login.error).toBe('Please verify your email');
    expect(store.getState().auth.login.errorCode).toBeUndefined();
  });

  it('says "Incorrect credentials!" when the server gives no message, and drops a half-made session', async () => {
    const { store, session } = setup({
      'POST /auth/login': () => ({ status: 200, body: { status: 0, data: { token: 'tok' } } }),
      'GET /users/me': () => ({ status: 500, body: {} }),
    });
    await store.dispatch(login({ username: 'ada', password: 'x', remember: false }));
    expect(store.getState().auth.login.error).toBe('Incorrect credentials!');
    expect(session.clearToken).toHaveBeenCalled();
  });

  it('asks for the two-factor code when the API says so, then sends it (issue #19)', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { store } = setup({
      'POST /auth/login': (init) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        bodies.push(body);
        if (!body.twoFactorCode)
          return { status: 422, body: { statusCode: 422, message: 'Enter the code', twoFactorRequired: true } };
        if (body.twoFactorCode !== '123456')
          return { status: 422, body: { statusCode: 422, message: 'Not valid', twoFactorRequired: true } };
        return { status: 200, body: { status: 0, data: { token: 'tok' } } };
      },
      'GET /users/me': () => ({ status: 200, body: { status: 0, data: me } }),
    });
    const credentials = { username: 'ada', password: 'secret', remember: false };
    expect(await store.dispatch(login(credentials))).toBeNull();
    expect(store.getState().auth.login).toMatchObject({ error: 'Enter the code', twoFactorRequired: true });
    expect(await store.dispatch(login({ ...credentials, twoFactorCode: '000000' }))).toBeNull();
    expect(store.getState().auth.login).toMatchObject({ error: 'Not valid', twoFactorRequired: true });
    expect(await store.dispatch(login({ ...credentials, twoFactorCode: ' 123456 ' }))).toEqual(me);
    expect(bodies[2]).toEqual({ ...credentials, twoFactorCode: '123456' });
    expect(store.getState().auth.loggedIn).toBe(true);
  });

  it('logout revokes the token on the server, removes the cookie and resets the state', async () => {
    let revoked: string | undefined;
    const { store, session } = setup(
      {
        'POST /auth/login': () => ({ status: 200, body: { status: 0, data: { token: 'tok' } } }),
        'GET /users/me': () => ({ status: 200, body: { status: 0, data: me } }),
        'POST /auth/logout': (init) => {
          revoked = (init.headers as Record<string, string>).Authorization;
          return { status: 200, body: { status: 0, data: true } };
        },
      },
      false,
      'tok',
    );
    await store.dispatch(login({ username: 'ada', password: 'x', remember: false }));
    await store.dispatch(logout());
    expect(revoked).toBe('tok');
    expect(session.clearToken).toHaveBeenCalled();
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(store.getState().user.current._id).toBe('');
  });

  it('logout still ends the local session when the server call fails', async () => {
    const { store, session } = setup({ 'POST /auth/logout': () => ({ status: 500, body: {} }) }, false, 'tok');
    await store.dispatch(logout());
    expect(session.clearToken).toHaveBeenCalled();
    expect(store.getState().auth.loggedIn).toBe(false);
  });
});

describe('social sign-in thunks', () => {
  it('Google: posts the credential and role, then signs in with the token', async () => {
    const { store, session, sent } = recording('POST /auth/google/login', tokenAnswer('g-tok'));
    expect(await store.dispatch(loginWithGoogle('id-token', 'performer'))).toEqual(me);
    expect(sent()).toEqual({ tokenId: 'id-token', role: 'performer' });
    expect(session.setToken).toHaveBeenCalledWith('g-tok', false);
    expect(store.getState().auth.loggedIn).toBe(true);
  });

  it('X: sends code as oauth_verifier and state as oauthToken; a failure keeps the message', async () => {
    const { store, sent } = recording('POST /auth/twitter/callback', {
      status: 403,
      body: { statusCode: 403, message: 'Invalid X sign-in' },
    });
    const user = await store.dispatch(
      loginWithTwitter({ code: 'c1', state: 's1', role: 'user', callbackUrl: 'http://web/auth/twitter/callback' }),
    );
    expect(user).toBeNull();
    expect(sent()).toEqual({
      oauth_verifier: 'c1',
      oauthToken: 's1',
      role: 'user',
      callbackUrl: 'http://web/auth/twitter/callback',
    });
    expect(store.getState().auth.login.error).toBe('Invalid X sign-in');
  });

  it('passwordToSend hashes only with the client-hash setting on', () => {
    expect(setup({}, true).store.dispatch(passwordToSend('secret'))).toBe(md5('secret'));
    expect(setup({}, false).store.dispatch(passwordToSend('secret'))).toBe('secret');
  });
});

describe('loginErrorMessage', () => {
  it('uses the generic text for a network failure, not a wrong-password text', () => {
    expect(loginErrorMessage(new ApiError('Something went wrong, please try again later', 0, null))).toBe(
      'Something went wrong, please try again later',
    );
    expect(loginErrorMessage(new Error('boom'))).toBe('Incorrect credentials!');
  });
});

describe('sign-in form branches (by domain code, never by message text)', () => {
  it('asks for the code, says it is invalid, or shows the message', () => {
    expect(loginErrorKind('TWO_FACTOR_REQUIRED')).toBe('codeNeeded');
    expect(loginErrorKind('TWO_FACTOR_INVALID')).toBe('codeInvalid');
    expect(loginErrorKind('EMAIL_NOT_VERIFIED')).toBe('message');
    expect(loginErrorKind(null)).toBe('message');
    expect(loginErrorKind(undefined)).toBe('message');
  });

  it('shows the bot check only when the API asks for it', () => {
    expect(asksForCaptcha('CAPTCHA_REQUIRED')).toBe(true);
    expect(asksForCaptcha('TOO_MANY_REQUESTS')).toBe(false);
    expect(asksForCaptcha(null)).toBe(false);
  });

  it('offers the verification mail again for an unverified address typed as an email', () => {
    expect(offersResend('EMAIL_NOT_VERIFIED', 'ada@x.test')).toBe(true);
    expect(offersResend('EMAIL_NOT_VERIFIED', 'ada')).toBe(false);
    expect(offersResend(null, 'ada@x.test')).toBe(false);
  });

  it('keeps the two-factor code in state when the API asks for the code', async () => {
    const { store } = setup({
      'POST /auth/login': () => ({
        status: 422,
        body: {
          twoFactorRequired: true,
          statusCode: 422,
          message: 'Enter the 6-digit code from your authenticator app',
          error: 'Unprocessable Entity',
          code: 'TWO_FACTOR_REQUIRED',
        },
      }),
    });
    await store.dispatch(login({ username: 'ada', password: 'x', remember: false }));
    expect(store.getState().auth.login).toMatchObject({ twoFactorRequired: true, errorCode: 'TWO_FACTOR_REQUIRED' });
    expect(loginErrorKind(store.getState().auth.login.errorCode)).toBe('codeNeeded');
  });
});
