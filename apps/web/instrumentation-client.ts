import { config } from 'zod';

/**
 * Runs before the app's code in the browser. zod 4 compiles object parsers with `new Function` when
 * eval is allowed, and finds out by trying: under the page's CSP (no eval, lib/security/headers.ts)
 * the try is a violation Chrome reports on every page (Lighthouse "inspector-issues"). Parse without
 * compiling instead.
 */
config({ jitless: true });
