/**
 * Runs before the app's code in the browser. zod 4 compiles object parsers with `new Function` when
 * eval is allowed, and finds out by trying: under the page's CSP (no eval, lib/security/headers.ts)
 * the try is a violation Chrome reports on every page (Lighthouse "inspector-issues"). Parse without
 * compiling instead.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` and reads it when it first parses;
 * setting it there, instead of calling `config()` from 'zod', keeps zod out of pages that never
 * parse (instrumentation-client.test.ts checks that zod sees it).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
export {};
