import path from 'node:path';
import { seedDemo } from '@fanlane/api/demo';
import { THEME_STORAGE_KEY } from '@fanlane/shared';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, open } from '../harness/api.js';
import { chromiumOrSkip } from '../harness/chromium.js';
import {
  launchForLighthouse,
  mantineClassesWithoutStyles,
  seriousAxeFindings,
  FLOORS,
  judge,
  medianOf,
  TARGETS,
  type AxeFinding,
  type Measure,
  type LighthouseFigures,
} from '../harness/quality.js';
import { WEB_DIR } from '../harness/paths.js';
import { startStack, type Stack } from '../harness/stack.js';

const suite = chromiumOrSkip() ? describe : describe.skip;
const PASSWORD = 'quality-demo';

/**
 * Journey pages axe-core checks, by who opens them. `{post}` is a post of the demo creator, `{fan}`
 * the demo fan's account id.
 */
const PAGES = {
  visitor: [
    '/',
    '/auth/login',
    '/auth/register',
    '/auth/register/creator',
    '/auth/forgot-password',
    '/creators',
    '/lunavale',
    '/lunavale?tab=photos',
    '/lunavale?tab=videos',
    '/lunavale?tab=store',
    '/live',
    '/search?q=luna',
    '/search?q=luna&tab=posts',
  ],
  fan: [
    '/home',
    '/wallet',
    '/messages',
    '/user/account',
    '/account/security',
    '/user/subscriptions',
    '/user/bookmarks',
    '/orders',
    '/{post}',
    '/notifications',
    '/notifications/settings',
  ],
  creator: [
    '/creator/posts',
    '/creator/posts/new',
    '/creator/galleries',
    '/creator/videos',
    '/creator/videos/new',
    '/creator/products',
    '/creator/products/new',
    '/creator/reels',
    '/creator/earnings',
    '/creator/payouts',
    '/creator/orders',
    '/creator/subscribers',
    '/creator/account',
    '/creator/live',
  ],
  admin: [
    '/admin',
    '/admin/queue',
    '/admin/users',
    '/admin/users/{fan}',
    '/admin/content',
    '/admin/content?type=video',
    '/admin/live',
    '/admin/payouts',
    '/admin/orders',
    '/admin/audit',
    '/admin/catalog',
    '/admin/catalog/promos',
    '/admin/catalog/coupons',
    '/admin/catalog/packages',
    '/admin/site',
    '/admin/site/menus',
    '/admin/settings',
  ],
} as const;
type Who = Exclude<keyof typeof PAGES, 'visitor'>;

/**
 * The quality job (issue #23): on the demo site, Lighthouse's mobile preset on the landing page,
 * sign-in and a creator profile, and axe-core on every journey page in light and dark, fail under
 * the targets. The figures are printed on every run.
 */
suite('quality: Lighthouse (mobile) and axe-core', () => {
  let stack: Stack;
  const tokens: Record<Who, string> = { fan: '', creator: '', admin: '' };
  let postPath = '';
  let fanId = '';

  beforeAll(async () => {
    stack = await startStack();
    await seedDemo(stack.api.services, PASSWORD);
    for (const [who, username] of [
      ['fan', 'fanjamie'],
      ['creator', 'lunavale'],
      ['admin', 'admin'],
    ] as const) {
      const login = await callApi<{ token: string }>(stack.api, 'POST', '/auth/login', {
        body: { username, password: PASSWORD },
      });
      expect(login.status).toBe(200);
      tokens[who] = login.data.token;
    }
    fanId = (await callApi<{ _id: string }>(stack.api, 'GET', '/users/me', { token: tokens.fan })).data._id;
    const feeds = await callApi<{ data: { _id: string }[] }>(stack.api, 'GET', '/user/feeds?limit=1', {
      token: tokens.fan,
    });
    postPath = feeds.data?.data?.[0] ? `posts/${feeds.data.data[0]._id}` : 'home';
  }, 600_000);

  afterAll(async () => {
    await stack?.close();
  });

  it("every Mantine class the client code uses has its component's stylesheet", () => {
    // The root layout imports Mantine's styles per component (lib/theme/mantine-styles.ts), not the
    // whole file: a component used without its stylesheet would render unstyled.
    const missing = mantineClassesWithoutStyles(path.join(WEB_DIR, process.env.NEXT_DIST_DIR || '.next'));
    expect(missing, 'add their components to apps/web/lib/theme/mantine-styles.ts').toEqual([]);
  });

  it('Lighthouse mobile: performance, accessibility, best practices, SEO; the profile bundle', async () => {
    const chrome = await launchForLighthouse();
    const figures: LighthouseFigures[] = [];
    try {
      for (const path of ['/', '/auth/login', '/lunavale'])
        figures.push(await medianOf(stack.web.url + path, chrome.port, 3));
    } finally {
      chrome.kill();
    }
    console.log('\n[quality] Lighthouse mobile (median of 3 runs)');
    console.table(
      figures.map((f) => ({
        page: new URL(f.url).pathname,
        performance: f.performance,
        accessibility: f.accessibility,
        bestPractices: f.bestPractices,
        seo: f.seo,
        'TBT ms': f.tbtMs,
        'LCP ms': f.lcpMs,
        'JS KB (gz)': f.jsKb,
        'JS files': f.jsFiles,
        'runs (score/TBT)': (f.runs ?? []).map((r) => `${r.performance}/${r.tbtMs}`).join(' '),
      })),
    );
    const profile = figures[2]!;
    console.log(`[quality] creator profile first-load JavaScript: ${profile.jsKb} KB in ${profile.jsFiles} files`);
    const checks: { what: string; measure: Measure; value: number }[] = [
      ...figures.flatMap((f) => {
        const page = new URL(f.url).pathname;
        return [
          { what: `performance ${page}`, measure: 'performance' as const, value: f.performance },
          { what: `accessibility ${page}`, measure: 'accessibility' as const, value: f.accessibility },
          { what: `best practices ${page}`, measure: 'bestPractices' as const, value: f.bestPractices },
          { what: `SEO ${page}`, measure: 'seo' as const, value: f.seo },
        ];
      }),
      { what: 'profile first-load JS (KB)', measure: 'profileJsKb', value: profile.jsKb },
      { what: 'profile total blocking time (ms)', measure: 'profileTbtMs', value: profile.tbtMs },
    ];
    const verdicts = checks.map((c) => ({ ...c, verdict: judge(c.measure, c.value) }));
    for (const v of verdicts.filter((c) => c.verdict !== 'met')) {
      console.log(`[quality] NOT MET ${v.what}: ${v.value} (target ${TARGETS[v.measure]}, floor ${FLOORS[v.measure]})`);
    }
    const failing = figures
      .map((f) => `${new URL(f.url).pathname}: ${f.runtimeError ?? (f.failing.join(', ') || 'none')}`)
      .join('; ');
    expect(
      verdicts.filter((v) => v.verdict === 'under floor').map((v) => `${v.what} = ${v.value}`),
      `under the floor (failing audits: ${failing})`,
    ).toEqual([]);
  }, 600_000);

  it('axe-core: no serious or critical finding on any journey page, light and dark, at 390 px', async () => {
    const found: Record<string, AxeFinding[]> = {};
    for (const scheme of ['light', 'dark'] as const) {
      for (const [who, paths] of Object.entries(PAGES)) {
        const context: BrowserContext = await stack.newContext({ viewport: { width: 390, height: 844 } });
        await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
          THEME_STORAGE_KEY,
          scheme,
        ] as const);
        if (who !== 'visitor') await stack.signIn(context, tokens[who as Who]);
        const page = await context.newPage();
        for (const path of paths) {
          await open(page, path.replace('/{post}', `/${postPath}`).replace('{fan}', fanId));
          await page.waitForLoadState('networkidle');
          const findings = await seriousAxeFindings(page);
          if (findings.length > 0) found[`${scheme} ${who} ${path}`] = findings;
        }
        await context.close();
      }
    }
    const total = Object.values(PAGES).flat().length * 2;
    console.log(`\n[quality] axe-core: ${Object.keys(found).length} of ${total} page views with serious findings`);
    for (const [where, list] of Object.entries(found)) {
      for (const f of list) console.log(`  ${where}: ${f.id} (${f.impact}, ${f.nodes} nodes) ${f.example}`);
    }
    expect(found).toEqual({});
  }, 900_000);

  it('links fetch another page only on intent: none while a profile loads, one when a link is hovered', async () => {
    const context = await stack.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const pages: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).searchParams.has('_rsc')) pages.push(new URL(request.url()).pathname);
    });
    await open(page, '/lunavale');
    await page.waitForLoadState('networkidle');
    expect(pages, 'pages fetched while the profile loaded').toEqual([]);
    await page.getByRole('link', { name: 'Explore creators' }).first().hover();
    await expect.poll(() => pages, { timeout: 10_000 }).toContain('/creators');
    await context.close();
  }, 120_000);
});
