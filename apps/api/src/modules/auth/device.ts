import Bowser from 'bowser';
import { isIPv4, isIPv6 } from 'node:net';

/** Where a sign-in came from, as the sessions list shows it and the new-device mail tells it. */
export interface SignInOrigin {
  /** "Firefox on Windows"; '' when the User-Agent says nothing useful. */
  device: string;
  /** The client address made coarse: an IPv4 /24 ("203.0.113.x") or an IPv6 /48 ("2001:db8:1::/48"). */
  ipCoarse: string;
}

export function deviceName(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const browser = parsed.browser.name ?? '';
  const os = parsed.os.name ?? '';
  return (browser && os ? `${browser} on ${os}` : browser || os).slice(0, 100);
}

export function coarseIp(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (isIPv6(ip)) {
    const [head = ''] = ip.split('::');
    const groups = head.split(':').filter(Boolean);
    while (groups.length < 3) groups.push('0');
    return `${groups.slice(0, 3).join(':')}::/48`;
  }
  return '';
}

export const originOf = (request: { ip: string; headers: { 'user-agent'?: string } }): SignInOrigin => ({
  device: deviceName(request.headers['user-agent']),
  ipCoarse: coarseIp(request.ip),
});
