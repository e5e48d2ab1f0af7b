import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

/** The targets of issue #23. */
export const TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** First-load JavaScript of a creator profile, compressed (KB). */
  profileJsKb: 150,
  /** Total blocking time on the profile (Lighthouse mobile, ms). */
  profileTbtMs: 150,
} as const;

/**
 * Where a target is not met yet, the job fails under this floor instead (the figures reached, with
 * a wide margin: Lighthouse's simulated mobile CPU scales what it observes, so a busy machine
 * doubles the blocking time), and says how far the target still is. Raise a floor as the
 * figures improve; a floor equal to its target is the target itself.
 */
export const FLOORS: Record<keyof typeof TARGETS, number> = {
  performance: 60,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  profileJsKb: 290,
  profileTbtMs: 2500,
};

export type Measure = keyof typeof TARGETS;
/** Sizes and times are better lower; scores higher. */
const LOWER_IS_BETTER = new Set<Measure>(['profileJsKb', 'profileTbtMs']);

/** Whether `value` meets the target, else at least the floor. */
export function judge(measure: Measure, value: number): 'met' | 'above floor' | 'under floor' {
  const lower = LOWER_IS_BETTER.has(measure);
  const ok = (limit: number) => (lower ? value <= limit : value >= limit);
  if (ok(TARGETS[measure])) return 'met';
  return ok(FLOORS[measure]) ? 'above floor' : 'under floor';
}

export interface LighthouseFigures {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  /** Compressed bytes of the page's scripts, and how many files. */
  jsKb: number;
  jsFiles: number;
  /** Audits that failed, for the message when a category is under its target. */
  failing: string[];
  /** Lighthouse's own error when the run failed (a page that never painted, a protocol timeout). */
  runtimeError?: string;
  /** Each run's score and blocking time, when these figures are a median of several. */
  runs?: { performance: number; tbtMs: number }[];
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

/**
 * Lighthouse's mobile preset (the default: Moto G class CPU slowdown 4x, slow 4G) against `url`
 * in Debian's Chromium, once per call.
 */
export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const items = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    jsKb: Math.round((items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024) * 10) / 10,
    jsFiles: items.length,
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
    ...(runtimeError ? { runtimeError: `${runtimeError.code}: ${runtimeError.message}` } : {}),
  };
}

/** A Chromium with a debugging port for Lighthouse (its own profile; closed by `kill`). */
export function launchForLighthouse() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'],
  });
}

/**
 * The median of `runs` Lighthouse runs of a page, figure by figure (Lighthouse's own advice for a
 * shared machine: one run's blocking time swings by a factor of two). A run Lighthouse itself
 * reports as failed (a runtime error: all scores 0) does not count as one of them: it is printed
 * and tried again, up to `runs` more times.
 */
export async function medianOf(url: string, port: number, runs: number): Promise<LighthouseFigures> {
  const done: LighthouseFigures[] = [];
  let last: LighthouseFigures | null = null;
  for (let attempts = 0; done.length < runs && attempts < runs * 2; attempts++) {
    last = await runLighthouse(url, port);
    if (last.runtimeError) {
      console.log(`[quality] Lighthouse failed on ${url} (${last.runtimeError}); running it again`);
      continue;
    }
    done.push(last);
  }
  if (done.length === 0) return last!;
  const median = (pick: (f: LighthouseFigures) => number) => {
    const sorted = done.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)]!;
  };
  return {
    url,
    performance: median((f) => f.performance),
    accessibility: median((f) => f.accessibility),
    bestPractices: median((f) => f.bestPractices),
    seo: median((f) => f.seo),
    tbtMs: median((f) => f.tbtMs),
    lcpMs: median((f) => f.lcpMs),
    jsKb: median((f) => f.jsKb),
    jsFiles: median((f) => f.jsFiles),
    failing: [...new Set(done.flatMap((f) => f.failing))],
    runs: done.map((f) => ({ performance: f.performance, tbtMs: f.tbtMs })),
  };
}

export interface AxeFinding {
  id: string;
  impact: string;
  nodes: number;
  example: string;
}

/** axe-core's serious and critical findings on the page as it is now. */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.length,
      example: `${v.nodes[0]?.target.join(' ') ?? ''}: ${(v.nodes[0]?.failureSummary ?? '').slice(0, 200)}`,
    }));
}

/**
 * Mantine classes (`m_` and eight hex digits) the built client code names but no built stylesheet
 * defines: a component whose stylesheet `lib/theme/mantine-styles.ts` does not import yet. Reads
 * the web build in `distDir` (every chunk, those loaded later included).
 */
export function mantineClassesWithoutStyles(distDir: string): string[] {
  const chunks = path.join(distDir, 'static', 'chunks');
  const named = new Set<string>();
  const defined = new Set<string>();
  for (const file of fs.readdirSync(chunks)) {
    const text = fs.readFileSync(path.join(chunks, file), 'utf8');
    if (file.endsWith('.js')) for (const m of text.matchAll(/\bm_[0-9a-f]{8}\b/g)) named.add(m[0]);
    if (file.endsWith('.css')) {
      // A class, or an animation's keyframes (Skeleton, Loader).
      for (const m of text.matchAll(/(?:\.|@keyframes\s+)(m_[0-9a-f]{8})\b/g)) defined.add(m[1]!);
    }
  }
  return [...named].filter((name) => !defined.has(name)).sort();
}
