import path from 'node:path';
import type { NextConfig } from 'next';

/** The monorepo root, so tracing and Turbopack see the hoisted node_modules and packages/shared. */
const repoRoot = path.resolve(process.cwd(), '../..');

const nextConfig: NextConfig = {
  // Separate build folders let several checkouts' browser tests build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // packages/shared ships TypeScript sources.
  transpilePackages: ['@fanlane/shared'],
  poweredByHeader: false,
  reactStrictMode: true,
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

export default nextConfig;
