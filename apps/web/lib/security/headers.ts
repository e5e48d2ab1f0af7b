/**
 * The web app's security headers (issue #19, defect 8; docs/security.md). The Content Security
 * Policy is made per request with a nonce (proxy.ts): scripts run only when the server rendered them
 * with that nonce ('strict-dynamic' lets them load what they need: Stripe.js, Google sign-in, the bot
 * check), the site cannot be framed, and plugins, <base> and off-site form posts are refused.
 */
export interface CspOptions {
  nonce: string;
  /** Where the browser calls the API (its origin is allowed for fetch, Socket.IO and media). */
  apiPublicUrl: string;
  /** `next dev` needs eval for its fast refresh. */
  dev?: boolean;
  /** The page was asked for over HTTPS: ask the browser to upgrade sub-requests too. */
  https?: boolean;
}

function apiOrigins(apiPublicUrl: string): string[] {
  if (!URL.canParse(apiPublicUrl)) return [];
  const api = new URL(apiPublicUrl);
  const socket = api.protocol === 'https:' ? 'wss:' : 'ws:';
  return [api.origin, `${socket}//${api.host}`];
}

export function contentSecurityPolicy({ nonce, apiPublicUrl, dev = false, https = false }: CspOptions): string {
  const api = apiOrigins(apiPublicUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      "'wasm-unsafe-eval'",
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // Mantine and Google's sign-in button set style attributes at run time.
    'style-src': ["'self'", "'unsafe-inline'", 'https:'],
    // Media come from the API, the storage bucket or a CDN, signed and short-lived.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...api],
    'media-src': ["'self'", 'data:', 'blob:', 'https:', ...api],
    'font-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'", ...api, 'https:', 'wss:', ...(dev ? ['ws:'] : [])],
    // Stripe's card fields and 3-D Secure, Google sign-in, reCAPTCHA and Turnstile.
    'frame-src': ["'self'", 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Headers on every answer of the web app, pages and files alike (next.config.ts). */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // For browsers without CSP frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  {
    key: 'Permissions-Policy',
    // Creators stream from their camera and microphone; card payments may use the Payment Request API.
    value:
      'camera=(self), microphone=(self), fullscreen=(self), payment=(self), geolocation=(), usb=(), serial=(), ' +
      'midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=(), interest-cohort=()',
  },
];

/** HSTS for two years, only when the page came over HTTPS (a plain-HTTP demo must stay reachable). */
export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };

/** Whether the request reached the site over HTTPS (directly or through a proxy that says so). */
export function cameOverHttps(url: string, forwardedProto: string | null): boolean {
  const proto = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return proto ? proto === 'https' : url.startsWith('https:');
}
