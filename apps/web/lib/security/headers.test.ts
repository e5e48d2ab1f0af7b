import { describe, expect, it } from 'vitest';
import { STATIC_SECURITY_HEADERS, cameOverHttps, contentSecurityPolicy } from './headers';

const directives = (csp: string) =>
  Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('security headers (issue #19, defect 8)', () => {
  it('scripts need the nonce; no framing, plugins, <base> or off-site forms', () => {
    const csp = directives(contentSecurityPolicy({ nonce: 'abc123', apiPublicUrl: 'http://localhost:8080' }));
    expect(csp['script-src']).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'", "'wasm-unsafe-eval'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it('lets the page reach the API and its Socket.IO, over TLS when the API has it', () => {
    const plain = directives(contentSecurityPolicy({ nonce: 'n', apiPublicUrl: 'http://10.0.0.5:8080/' }));
    expect(plain['connect-src']).toEqual(expect.arrayContaining(['http://10.0.0.5:8080', 'ws://10.0.0.5:8080']));
    expect(plain['img-src']).toContain('http://10.0.0.5:8080');
    const tls = directives(contentSecurityPolicy({ nonce: 'n', apiPublicUrl: 'https://api.example.com', https: true }));
    expect(tls['connect-src']).toEqual(expect.arrayContaining(['https://api.example.com', 'wss://api.example.com']));
    expect(tls['upgrade-insecure-requests']).toEqual([]);
  });

  it('allows eval only for next dev', () => {
    expect(contentSecurityPolicy({ nonce: 'n', apiPublicUrl: 'x', dev: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ nonce: 'n', apiPublicUrl: 'x' })).not.toContain("'unsafe-eval'");
  });

  it('sends nosniff, a referrer policy, a permissions policy and DENY framing everywhere', () => {
    const byName = Object.fromEntries(STATIC_SECURITY_HEADERS.map((h) => [h.key, h.value]));
    expect(byName['X-Content-Type-Options']).toBe('nosniff');
    expect(byName['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(byName['X-Frame-Options']).toBe('DENY');
    expect(byName['Permissions-Policy']).toContain('geolocation=()');
    expect(byName['Permissions-Policy']).toContain('camera=(self)');
  });

  it('knows HTTPS from the URL or a proxy header', () => {
    expect(cameOverHttps('https://site.test/', null)).toBe(true);
    expect(cameOverHttps('http://127.0.0.1:3000/', 'https')).toBe(true);
    expect(cameOverHttps('http://127.0.0.1:3000/', 'http')).toBe(false);
    expect(cameOverHttps('http://127.0.0.1:3000/', null)).toBe(false);
  });
});
