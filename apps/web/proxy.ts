import { NextResponse, type NextRequest } from 'next/server';
import { readServerConfig } from '@/lib/config/runtime-config';
import { HSTS, cameOverHttps, contentSecurityPolicy } from '@/lib/security/headers';

/**
 * Every page gets a fresh CSP nonce (issue #19, defect 8): Next.js reads it from the request's
 * Content-Security-Policy header and puts it on the scripts it renders; the root layout puts it on
 * the theme script (`x-nonce`).
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const https = cameOverHttps(request.url, request.headers.get('x-forwarded-proto'));
  const config = readServerConfig(process.env, {
    host: request.headers.get('host'),
    proto: request.headers.get('x-forwarded-proto'),
  });
  const csp = contentSecurityPolicy({
    nonce,
    apiPublicUrl: config.apiPublicUrl,
    dev: process.env.NODE_ENV === 'development',
    https,
  });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  if (https) response.headers.set(HSTS.key, HSTS.value);
  return response;
}

export const config = {
  // Pages only: built files, images and the service worker need no nonce.
  matcher: [
    {
      source: '/((?!_next/static|_next/image|icons/|favicon|sw\\.js|manifest\\.webmanifest|offline\\.html).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
