import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { STATIC_SECURITY_HEADERS } from './lib/security/headers';

/** The monorepo root, so tracing and Turbopack see the hoisted node_modules and packages/shared. */
const repoRoot = path.resolve(process.cwd(), '../..');
const quickBuild = process.env.FANLANE_QUICK_BUILD === '1';

const nextConfig: NextConfig = {
  // Separate build folders let several checkouts' browser tests build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // packages/shared ships TypeScript sources.
  transpilePackages: ['@fanlane/shared'],
  poweredByHeader: false,
  // FANLANE_SOURCE_MAPS=1 builds browser source maps, for reading a CPU profile of a page (docs/web.md).
  productionBrowserSourceMaps: process.env.FANLANE_SOURCE_MAPS === '1',
  // nosniff, Referrer-Policy, Permissions-Policy, no framing on every answer; the CSP is per page (proxy.ts).
  headers: async () => [{ source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] }],
  reactStrictMode: true,
  // `npm start`'s one-off first build (FANLANE_QUICK_BUILD=1) skips the type check (`npm run check`
  // does it) and writing Turbopack's cache for later builds, to come up sooner.
  typescript: { ignoreBuildErrors: quickBuild },
  experimental: { turbopackFileSystemCacheForBuild: !quickBuild },
  outputFileTracingRoot: repoRoot,
  turbopack: {
    root: repoRoot,
    rules: {
      '*.ts': {
        condition: { path: /^packages\/shared\/src\// },
        loaders: [path.resolve(process.cwd(), 'build/strip-js-extension.cjs')],
      },
    },
  },
};

/** next-intl reads the language and catalogue per request from i18n/request.ts (docs/web.md). */
// Messages are precompiled at build time, so browsers get no ICU parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { format: 'json', path: './messages', locales: 'infer', precompile: true } },
});

export default withNextIntl(nextConfig);
