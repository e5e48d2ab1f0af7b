import { headers } from 'next/headers';
import { createApiClient, type ApiClient } from '@/lib/api/client';
import { readServerConfig } from '@/lib/config/runtime-config';

/**
 * The site's own origin for canonical URLs, the sitemap and robots.txt: SITE_URL when set (behind a
 * proxy that rewrites Host), otherwise the address the page was asked at.
 */
export async function siteOrigin(): Promise<string> {
  const configured = process.env.SITE_URL?.trim().replace(/\/+$/, '');
  if (configured) return configured;
  const request = await headers();
  const host = request.get('x-forwarded-host') ?? request.get('host') ?? 'localhost:3000';
  const local = /^(localhost|127\.|\[::1\])/.test(host);
  const proto = request.get('x-forwarded-proto')?.split(',')[0]?.trim() || (local ? 'http' : 'https');
  return `${proto}://${host}`;
}

/** The API as an anonymous visitor sees it: what a search engine may list. */
export function anonymousApi(): ApiClient {
  return createApiClient({ baseUrl: readServerConfig().apiUrl, getToken: () => null, timeoutMs: 10_000 });
}
