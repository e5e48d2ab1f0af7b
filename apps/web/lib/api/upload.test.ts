import { MESSAGES } from '@fanlane/shared';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './error';
import { percentOf, toFormData, type XhrLike } from './upload';

/** A stand-in XMLHttpRequest: records the call, then plays progress events and an answer. */
class FakeXhr implements XhrLike {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  constructor(private readonly script: (xhr: FakeXhr) => void) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    queueMicrotask(() => this.script(this));
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function setup(script: (xhr: FakeXhr) => void, onUnauthorized = vi.fn()) {
  const made: FakeXhr[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => 'tok',
    onUnauthorized,
    createXhr: () => {
      const xhr = new FakeXhr(script);
      made.push(xhr);
      return xhr;
    },
  });
  return { client, made, onUnauthorized };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'id.png', { type: 'image/png' });

describe('toFormData', () => {
  it('writes text parts (arrays repeated, empty ones left out) and then the files', () => {
    const form = toFormData({
      fields: { email: 'a@b.c', languages: ['English', 'French'], bio: '', age: undefined, remember: true },
      files: { idVerification: png(), documentVerification: null },
    });
    expect(form.getAll('languages')).toEqual(['English', 'French']);
    expect(form.get('email')).toBe('a@b.c');
    expect(form.get('remember')).toBe('true');
    expect(form.has('bio')).toBe(false);
    expect(form.has('age')).toBe(false);
    expect((form.get('idVerification') as File).name).toBe('id.png');
    expect(form.has('documentVerification')).toBe(false);
    expect([...form.keys()].at(-1)).toBe('idVerification');
  });
});

describe('percentOf', () => {
  it('rounds and clamps to 0..100', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(12, 10)).toBe(100);
  });
});

describe('api.upload', () => {
  it('posts the form with the token, reports progress and returns the data', async () => {
    const { client, made } = setup((xhr) => {
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
      xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      xhr.answer(200, { status: 0, data: { url: 'http://cdn/a.png' } });
    });
    const progress: number[] = [];
    const data = await client.upload<{ url: string }>('/users/avatar/upload', {
      files: { avatar: png() },
      onProgress: (p) => progress.push(p),
    });
    expect(data).toEqual({ url: 'http://cdn/a.png' });
    expect(progress).toEqual([25, 100, 100]);
    const xhr = made[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://api.test/users/avatar/upload');
    expect(xhr.headers.Authorization).toBe('tok');
    expect(xhr.headers).not.toHaveProperty('Content-Type');
    expect(xhr.body?.get('avatar')).toBeInstanceOf(File);
  });

  it('sends multipart edits with PUT, by XMLHttpRequest or by fetch', async () => {
    const { client, made } = setup((xhr) => xhr.answer(200, { status: 0, data: true }));
    await client.upload('/performer/performer-assets/videos/edit/v1', {
      method: 'PUT',
      fields: { title: 'New' },
      files: {},
    });
    expect(made[0]!.method).toBe('PUT');
    expect(made[0]!.body?.get('title')).toBe('New');

    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ status: 0, data: 1 })));
    const viaFetch = createApiClient({ baseUrl: 'http://api.test', fetch: fetchMock, createXhr: null });
    await viaFetch.upload('/x', { method: 'PUT', files: {} });
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('PUT');
  });

  it('turns an error answer into an ApiError with the server message', async () => {
    const { client } = setup((xhr) => xhr.answer(404, { statusCode: 404, message: 'Missing ID documents!' }));
    const error = await client.upload('/auth/performers/register', { files: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('Missing ID documents!');
  });

  it('calls onUnauthorized on 401', async () => {
    const { client, onUnauthorized } = setup((xhr) => xhr.answer(401, { statusCode: 401, message: 'x' }));
    const error = await client.upload('/users/avatar/upload', { files: {} }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe(MESSAGES.forbiddenAction);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a network failure or a cancel is an ApiError with status 0', async () => {
    const failing = setup((xhr) => xhr.onerror?.());
    const error = await failing.client.upload('/x', { files: {} }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).message).toBe(MESSAGES.somethingWentWrong);

    const controller = new AbortController();
    const slow = setup(() => controller.abort());
    const cancelled = await slow.client.upload('/x', { files: {}, signal: controller.signal }).catch((e: unknown) => e);
    expect((cancelled as ApiError).status).toBe(0);
    expect(slow.made[0]!.aborted).toBe(true);
  });

  it('falls back to fetch where there is no XMLHttpRequest', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ status: 0, data: { ok: 1 } }), { status: 200 }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: fetchMock, createXhr: null });
    const progress: number[] = [];
    await expect(
      client.upload('/x', { fields: { a: '1' }, files: {}, token: 'own', onProgress: (p) => progress.push(p) }),
    ).resolves.toEqual({ ok: 1 });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.headers as Record<string, string>).Authorization).toBe('own');
    expect(progress).toEqual([100]);
  });
});
