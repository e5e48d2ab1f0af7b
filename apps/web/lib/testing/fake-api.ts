import { vi } from 'vitest';
import type { DomainCode, PublicSettings } from '@fanlane/shared';
import { defaultPublicSettings } from '@/features/settings/settings.defaults';
import type { CurrentUser } from '@/features/user/user.types';
import { createApiClient } from '@/lib/api/client';
import { makeStore } from '@/lib/store/store';

/** For unit tests only: an answer for "METHOD /path". */
export type FakeRoute = (init: RequestInit, url: URL) => { status: number; body: unknown };

/** An API client whose fetch answers from a table of routes (404 for anything else). */
export function fakeApi(routes: Record<string, FakeRoute>, token: string | null = 'tok') {
  const fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input));
    const route = routes[`${init.method} ${url.pathname}`];
    if (!route) return new Response(JSON.stringify({ statusCode: 404, message: 'Not Found' }), { status: 404 });
    const { status, body } = route(init, url);
    return new Response(JSON.stringify(body), { status });
  });
  const api = createApiClient({ baseUrl: 'http://api.test', fetch: fetchMock, getToken: () => token, createXhr: null });
  return { api, fetchMock };
}

/** A store on a fake API, seeded like a server render would. */
export function storeWith(
  routes: Record<string, FakeRoute>,
  seed: { user?: CurrentUser; settings?: Partial<PublicSettings> } = {},
) {
  const { api, fetchMock } = fakeApi(routes);
  const session = { setToken: vi.fn(), clearToken: vi.fn() };
  const store = makeStore(
    { api, session },
    { user: seed.user, settings: { ...defaultPublicSettings(), ...seed.settings } },
  );
  return { store, session, fetchMock, api };
}

export const ok = (data: unknown) => ({ status: 200, body: { status: 0, data } });
/** An API refusal; `code` is the body's domain code (docs/errors.md), when the API sends one. */
export const fail = (status: number, message: unknown, code?: DomainCode) => ({
  status,
  body: { statusCode: status, message, ...(code ? { code } : {}) },
});
export const jsonBody = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
