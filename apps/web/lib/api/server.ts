import { CLIENT_IP_HEADER, TOKEN_COOKIE } from '@fanlane/shared';
import { cookies, headers } from 'next/headers';
import { readServerConfig } from '@/lib/config/runtime-config';
import { clientIpFrom } from '@/lib/request/client-ip';
import { createApiClient, type ApiClient } from './client';

/** Server-side calls give up after this long so a hung API cannot hang every page. */
const SERVER_TIMEOUT_MS = 8000;

/** The visitor's session token, from the `token` cookie of the incoming request. */
export async function readSessionToken(): Promise<string | null> {
  const store = await cookies();
  return store.get(TOKEN_COOKIE)?.value || null;
}

/** The visitor's IP, forwarded to the API in x-client-ip. */
export async function readClientIp(): Promise<string | null> {
  return clientIpFrom(await headers());
}

/**
 * The API client for server rendering: API_URL read now (not at build time), the visitor's token
 * and IP forwarded. 401s are thrown, and the page guard turns them into a redirect.
 */
export async function getServerApi(): Promise<ApiClient> {
  const [token, clientIp] = await Promise.all([readSessionToken(), readClientIp()]);
  return createApiClient({
    baseUrl: readServerConfig().apiUrl,
    getToken: () => token,
    headers: clientIp ? { [CLIENT_IP_HEADER]: clientIp } : {},
    timeoutMs: SERVER_TIMEOUT_MS,
  });
}
