/**
 * Runtime configuration, read from the environment on the server for every request, so one
 * build works against any API. Nothing here is inlined at build time.
 */
export const DEFAULT_API_URL = 'http://localhost:8080';

/** What the browser needs; the root layout hands it to client code. */
export interface PublicConfig {
  /** The API as the browser reaches it (API_PUBLIC_URL; else the page's own host on the API's port). */
  apiPublicUrl: string;
  /** Domain of the session cookie, shared across subdomains in production (COOKIE_DOMAIN). */
  cookieDomain: string | null;
}

export interface ServerConfig extends PublicConfig {
  /** The API as the Next server reaches it (API_URL). */
  apiUrl: string;
}

type Env = Record<string, string | undefined>;

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.replace(/\/+$/, '') : undefined;
}

/** How the browser asked for the page: its Host header and, behind a proxy, X-Forwarded-Proto. */
export interface PageRequest {
  host?: string | null;
  proto?: string | null;
}

/**
 * The API at the page's own host name, on the API's port (API_PORT, else API_URL's): a site opened
 * at http://127.0.0.1:3000 calls http://127.0.0.1:8080, one opened at localhost calls localhost.
 */
function apiAtPageHost(page: PageRequest | undefined, env: Env, apiUrl: string): string | undefined {
  const host = page?.host?.trim();
  if (!host) return undefined;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
  const fromApiUrl = URL.canParse(apiUrl) ? new URL(apiUrl) : null;
  const port = clean(env.API_PORT) ?? (fromApiUrl?.port || '8080');
  if (!/^\d{1,5}$/.test(port)) return undefined;
  const protocol = page?.proto?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return `${protocol}://${hostname}:${port}`;
}

/**
 * The web server's configuration for one request. Without API_PUBLIC_URL the browser's API address
 * follows the page's host (any local address works); with it, it is that address everywhere.
 */
export function readServerConfig(env: Env = process.env, page?: PageRequest): ServerConfig {
  const apiUrl = clean(env.API_URL) ?? DEFAULT_API_URL;
  return {
    apiUrl,
    apiPublicUrl: clean(env.API_PUBLIC_URL) ?? apiAtPageHost(page, env, apiUrl) ?? apiUrl,
    cookieDomain: env.COOKIE_DOMAIN?.trim() || null,
  };
}

export function toPublicConfig(config: ServerConfig): PublicConfig {
  return { apiPublicUrl: config.apiPublicUrl, cookieDomain: config.cookieDomain };
}
