import { MESSAGES } from '@fanlane/shared';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiError } from './error';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(response: Response | Error, options: Partial<ApiClientOptions> = {}) {
  const fetchMock = vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const client = createApiClient({ baseUrl: 'http://api.test/', fetch: fetchMock, ...options });
  const call = (index = 0) => {
    const args = fetchMock.mock.calls[index];
    if (!args) throw new Error(`no fetch call #${index}`);
    const [url, init] = args;
    return { url: String(url), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
  };
  return { client, fetchMock, call };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('api client: success', () => {
  it('returns the data of the { status: 0, data } envelope', async () => {
    const { client, call } = setup(jsonResponse(200, { status: 0, data: { siteName: 'X' } }));
    await expect(client.get('/settings/public')).resolves.toEqual({ siteName: 'X' });
    expect(call().url).toBe('http://api.test/settings/public');
    expect(call().init.method).toBe('GET');
    expect(call().init.cache).toBe('no-store');
  });

  it('sends the raw token as Authorization, with no Bearer prefix', async () => {
    const { client, call } = setup(jsonResponse(200, { status: 0, data: true }), {
      getToken: () => 'tok123',
    });
    await client.get('/users/me');
    expect(call().headers.Authorization).toBe('tok123');
  });

  it('sends no Authorization header without a token, or when a call opts out', async () => {
    const anonymous = setup(jsonResponse(200, { status: 0, data: 1 }), { getToken: () => null });
    await anonymous.client.get('/x');
    expect(anonymous.call().headers).not.toHaveProperty('Authorization');

    const optOut = setup(jsonResponse(200, { status: 0, data: 1 }), { getToken: () => 'tok' });
    await optOut.client.post('/auth/login', { username: 'a' }, { token: null });
    expect(optOut.call().headers).not.toHaveProperty('Authorization');
  });

  it('lets one call use another token', async () => {
    const { client, call } = setup(jsonResponse(200, { status: 0, data: 1 }), { getToken: () => 'old' });
    await client.get('/users/me', { token: 'fresh' });
    expect(call().headers.Authorization).toBe('fresh');
  });

  it('sends JSON bodies and query strings with repeated keys for arrays', async () => {
    const { client, call } = setup(jsonResponse(200, { status: 0, data: null }));
    await client.post('/things', { a: 1 }, { query: { q: 'x y', ids: ['1', '2'], skip: undefined } });
    expect(call().url).toBe('http://api.test/things?q=x+y&ids=1&ids=2');
    expect(call().init.body).toBe('{"a":1}');
    expect(call().headers['Content-Type']).toBe('application/json');
  });

  it('adds the default headers to every call (x-client-ip on the server)', async () => {
    const { client, call } = setup(jsonResponse(200, { status: 0, data: null }), {
      headers: { 'x-client-ip': '203.0.113.9' },
    });
    await client.get('/block/countries/check');
    expect(call().headers['x-client-ip']).toBe('203.0.113.9');
  });
});

describe('api client: errors (spec section 8)', () => {
  it('on 401 calls onUnauthorized and throws "Forbidden in the action!"', async () => {
    const onUnauthorized = vi.fn();
    const { client } = setup(jsonResponse(401, { statusCode: 401, message: 'Please sign in' }), {
      onUnauthorized,
    });
    const error = await caught(client.get('/users/me'));
    expect(error.message).toBe(MESSAGES.forbiddenAction);
    expect(error.message).toBe('Forbidden in the action!');
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('uses body.message', async () => {
    const { client } = setup(jsonResponse(422, { statusCode: 422, message: 'Password is incorrect' }));
    const error = await caught(client.post('/auth/login', {}));
    expect(error.message).toBe('Password is incorrect');
    expect(error.serverMessage).toBe('Password is incorrect');
    expect(error.status).toBe(422);
    expect(error.body).toEqual({ statusCode: 422, message: 'Password is incorrect' });
  });

  it('joins a list of validation messages', async () => {
    const { client } = setup(
      jsonResponse(400, { statusCode: 400, message: ['email must be an email', 'password is required'] }),
    );
    const error = await caught(client.post('/auth/users/register', {}));
    expect(error.message).toBe('email must be an email, password is required');
  });

  it('falls back to the nested body.message.message', async () => {
    const { client } = setup(
      jsonResponse(500, { statusCode: 500, message: { message: 'Nested failure', statusCode: 500 } }),
    );
    expect((await caught(client.get('/x'))).message).toBe('Nested failure');
  });

  it('falls back to the generic text when the body says nothing', async () => {
    for (const body of [undefined, { statusCode: 500 }, { message: '' }, 'plain text']) {
      const { client } = setup(body === 'plain text' ? new Response('oops', { status: 502 }) : jsonResponse(500, body));
      const error = await caught(client.get('/x'));
      expect(error.message).toBe('Something went wrong, please try again later');
      expect(error.serverMessage).toBeNull();
    }
  });

  it('does not call onUnauthorized for other statuses', async () => {
    const onUnauthorized = vi.fn();
    const { client } = setup(jsonResponse(403, { message: 'Forbidden resource' }), { onUnauthorized });
    expect((await caught(client.get('/x'))).message).toBe('Forbidden resource');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const { client } = setup(new TypeError('fetch failed'));
    const error = await caught(client.get('/x'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(MESSAGES.somethingWentWrong);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('never retries', async () => {
    const { client, fetchMock } = setup(jsonResponse(503, { message: 'Busy' }));
    await caught(client.get('/x'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
