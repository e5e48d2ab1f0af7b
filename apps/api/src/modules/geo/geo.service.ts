import { createRequire } from 'node:module';
import proxyaddr from 'proxy-addr';
import type { Db } from '../../db/client.js';
import { listSiteBlockedCodes, replaceSiteBlockedCodes } from './geo.repository.js';

const require = createRequire(import.meta.url);
type GeoIp = { lookup(ip: string): { country: string } | null };
let geoip: GeoIp | null = null;
/** The GeoIP database ships inside the npm package; loaded on first use (about 8 MB). */
const geo = (): GeoIp => (geoip ??= require('geoip-country') as GeoIp);

export interface CountryRequest {
  /** Address of the direct peer (the socket). */
  peer: string | undefined;
  /** The client address Fastify resolved (trusted X-Forwarded-For applied). */
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  fromServerRequest: boolean;
}

const header = (headers: CountryRequest['headers'], name: string) => {
  const v = headers[name.toLowerCase()];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
};

export function createGeoService(
  db: Db,
  options: { trustedProxies: string[]; countryHeader: string; cacheMs?: number },
) {
  const trust = proxyaddr.compile(options.trustedProxies);
  const cacheMs = options.cacheMs ?? 5000;
  let blocked: { codes: Set<string>; at: number } | null = null;

  async function blockedCodes(): Promise<Set<string>> {
    if (blocked && Date.now() - blocked.at < cacheMs) return blocked.codes;
    blocked = { codes: new Set(await listSiteBlockedCodes(db)), at: Date.now() };
    return blocked.codes;
  }

  return {
    isTrusted(peer: string | undefined): boolean {
      return !!peer && trust(peer, 0);
    },

    /** The visitor's ISO-2 country: a trusted proxy's country header, else GeoIP of the visitor's IP. */
    countryOf(req: CountryRequest): string | null {
      const trusted = this.isTrusted(req.peer);
      if (trusted && options.countryHeader) {
        const code = header(req.headers, options.countryHeader);
        if (code && /^[A-Za-z]{2}$/.test(code)) return code.toUpperCase();
      }
      const forwarded = trusted && req.fromServerRequest ? header(req.headers, 'x-client-ip') : undefined;
      const ip = forwarded?.split(',')[0]?.trim() || req.ip;
      return geo().lookup(ip)?.country ?? null;
    },

    async check(req: CountryRequest): Promise<{ blocked: boolean; country: string | null }> {
      const country = this.countryOf(req);
      return { blocked: !!country && (await blockedCodes()).has(country), country };
    },

    async listBlocked(): Promise<string[]> {
      return [...(await blockedCodes())].sort();
    },

    /** Replaces the site-wide blocked list. */
    async setBlocked(codes: string[]): Promise<void> {
      const unique = [...new Set(codes.map((c) => c.toUpperCase()))];
      await replaceSiteBlockedCodes(db, unique);
      blocked = null;
    },
  };
}
export type GeoService = ReturnType<typeof createGeoService>;
