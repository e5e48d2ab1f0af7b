import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startTestServer } from '@fanlane/api/testing';
import { seedDemo } from '@fanlane/api/demo';
import { build } from 'esbuild';
import { load } from '../load.js';
import { ensureWebBuild, startWebServer } from '../../e2e/harness/web-server.js';
import { freePort } from '../common.js';

/**
 * P5: the creator profile's server render through Next (`next start`: settings, session, profile
 * and the page's data from the API, HTML and the RSC payload) in requests per second, against
 * `renderToString` of the same React tree in this process with the data already in hand: the cost
 * of React alone. Goal: ratio >= 0.3.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const here = path.dirname(fileURLToPath(import.meta.url));
const webDir = path.resolve(here, '../../apps/web');

/** Bundles the profile tree for Node: CSS modules become their class names, Next's router stubs. */
export async function bundleTree(): Promise<string> {
  // Inside apps/web, so the bundle resolves the web app's own packages.
  const out = path.join(webDir, '.next-ssr-bench/profile-tree.mjs');
  const stubs = path.join(here, '../ssr/next-stubs.tsx');
  await build({
    entryPoints: [path.join(here, '../ssr/profile-tree.tsx')],
    outfile: out,
    bundle: true,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    tsconfig: path.join(webDir, 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    packages: 'external',
    external: ['react', 'react-dom', '@mantine/*', 'next-intl', 'react-redux', '@reduxjs/toolkit', 'zod'],
    alias: { 'next/link': stubs, 'next/navigation': stubs, 'next/dynamic': stubs },
    plugins: [
      {
        name: 'css',
        setup(b) {
          b.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'css' }));
          b.onLoad({ filter: /.*/, namespace: 'css' }, () => ({
            contents: 'export default new Proxy({}, { get: (_, key) => String(key) });',
            loader: 'js',
          }));
        },
      },
      {
        // @fanlane/shared is TypeScript source: bundle it rather than leave it external.
        name: 'shared',
        setup(b) {
          b.onResolve({ filter: /^@fanlane\/shared$/ }, () => ({
            path: path.resolve(here, '../../packages/shared/src/index.ts'),
          }));
        },
      },
    ],
    logLevel: 'error',
  });
  return out;
}

export async function run() {
  const api = await startTestServer();
  await seedDemo(api.services, 'bench-demo');
  const creator = (await fetch(`${api.url}/performers/lunavale`).then((r) => r.json())) as { data: unknown };
  const settings = (await fetch(`${api.url}/settings/public`).then((r) => r.json())) as { data: unknown };

  // renderToString of the same tree, data in hand.
  const bundle = await bundleTree();
  const tree = (await import(pathToFileURL(bundle).href)) as {
    ProfileTree: (p: object) => unknown;
    creatorSource: (performerId: string) => { path: string; query: Record<string, string> };
    toFeedPage: (answer: unknown) => unknown;
  };
  // The page also renders the posts tab's first page and the country's name, read on the server.
  const source = tree.creatorSource((creator.data as { _id: string })._id);
  const query = new URLSearchParams({ ...source.query, limit: '12', offset: '0' });
  const posts = (await fetch(`${api.url}${source.path}?${query}`).then((r) => r.json())) as { data: unknown };
  const country = (creator.data as { country?: string }).country;
  const React = await import('react');
  const { renderToString } = await import('react-dom/server');
  const element = React.createElement(tree.ProfileTree as never, {
    creator: creator.data,
    settings: settings.data,
    initialPosts: tree.toFeedPage(posts.data),
    countryName: country ? new Intl.DisplayNames(['en'], { type: 'region' }).of(country.toUpperCase()) : undefined,
  });
  const html = renderToString(element);
  for (let i = 0; i < 20; i++) renderToString(element); // warm-up
  let renders = 0;
  const started = performance.now();
  while (performance.now() - started < SECONDS * 1000) {
    renderToString(element);
    renders++;
  }
  const rendersPerSecond = renders / ((performance.now() - started) / 1000);

  // The page through Next, loaded from a second process.
  ensureWebBuild();
  const web = await startWebServer({ port: await freePort(), apiUrl: api.url });
  const url = `${web.url}/lunavale`;
  const page = await fetch(url).then((r) => r.text());
  await load(url, { seconds: 2, connections: 4 });
  const result = await load(url, { seconds: SECONDS, connections: 4 });
  await web.stop();
  await api.close();
  fs.rmSync(path.dirname(bundle), { recursive: true, force: true });

  console.log(
    `renderToString(profile tree)   ${rendersPerSecond.toFixed(0).padStart(6)} renders/s   ${html.length} B of HTML`,
  );
  console.log(
    `GET /lunavale via next start   ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s      p50 ${result.latencyP50Ms} ms   p99 ${result.latencyP99Ms} ms   non-2xx ${result.non2xx}   ${page.length} B`,
  );
  console.log(`  ratio: ${(result.requestsPerSecond / rendersPerSecond).toFixed(2)} (goal >= 0.30)`);
}
