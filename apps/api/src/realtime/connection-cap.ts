import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Open connections per client address and process: tabs and devices behind one NAT fit under it. */
export const MAX_PER_ADDRESS = 50;
export const TOO_MANY_CONNECTIONS = 'Too many connections from this address';

/**
 * Issue #19, defect 12: one client address holds at most `maxPerAddress` Engine.IO connections
 * (authenticated or not) on this process; a further handshake is refused (HTTP 403 from Engine.IO)
 * before any work is done. The address is the peer's, or X-Forwarded-For from trusted proxies only.
 */
export function createConnectionCap(options: { maxPerAddress?: number; trustedProxies?: string[] }) {
  const max = options.maxPerAddress ?? MAX_PER_ADDRESS;
  const trust = proxyaddr.compile(options.trustedProxies ?? ['loopback']);
  const open = new Map<string, number>();
  const addressOf = (request: IncomingMessage) => proxyaddr(request, trust);
  return {
    /** Engine.IO's `allowRequest`: under the cap, or refused. */
    allowRequest(request: IncomingMessage, callback: (err: string | null | undefined, ok: boolean) => void) {
      const allowed = (open.get(addressOf(request)) ?? 0) < max;
      callback(allowed ? null : TOO_MANY_CONNECTIONS, allowed);
    },
    /** Engine.IO's `connection`: counted until the transport closes. */
    opened(raw: { request: IncomingMessage; once(event: 'close', listener: () => void): void }) {
      const address = addressOf(raw.request);
      open.set(address, (open.get(address) ?? 0) + 1);
      raw.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    },
  };
}
