import { MAX_PAGE_SIZE } from '@fanlane/shared';
import type { ApiClient } from '@/lib/api/client';
import { postPath } from '@/features/feeds/feed-view';

/** URLs per sitemap file (the protocol allows 50,000; smaller files are kinder to the API). */
export const SITEMAP_SIZE = 10_000;
/** The newest posts listed (older ones are reached through their creators' pages). */
const POSTS_LISTED = 2_000;

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

interface Listed {
  _id: string;
  username?: string;
  slug?: string;
  updatedAt?: string;
  createdAt?: string;
}

/** Pages of a list route from `offset`, until `count` items or the end. */
async function listed(api: ApiClient, path: string, offset: number, count: number, query = {}): Promise<Listed[]> {
  const out: Listed[] = [];
  while (out.length < count) {
    const limit = Math.min(MAX_PAGE_SIZE, count - out.length);
    const page = await api.get<{ data: Listed[]; total: number }>(path, {
      query: { ...query, limit, offset: offset + out.length },
    });
    out.push(...page.data);
    if (page.data.length < limit) break;
  }
  return out;
}

/** How many a list has; 0 when it cannot be read (the sitemap leaves that part out, never fails). */
const total = async (api: ApiClient, path: string) =>
  api
    .get<{ total: number }>(path, { query: { limit: 1 } })
    .then((page) => page.total)
    .catch(() => 0);

/** What the sitemap lists, for a visitor with no account: site pages, then creators, then posts. */
export async function sitemapSize(api: ApiClient) {
  const [pages, creators] = await Promise.all([total(api, '/posts/search'), total(api, '/performers/user/search')]);
  const posts = Math.min(POSTS_LISTED, await total(api, '/user/feeds'));
  return { fixed: 2 + pages, creators, posts };
}

/** File `n` of the sitemap: its share of site pages, verified creators' profiles and newest posts. */
export async function sitemapFile(api: ApiClient, n: number): Promise<SitemapEntry[]> {
  const size = await sitemapSize(api);
  const start = n * SITEMAP_SIZE;
  const end = start + SITEMAP_SIZE;
  const entries: SitemapEntry[] = [];
  const take = async (
    from: number,
    count: number,
    load: (offset: number, count: number) => Promise<SitemapEntry[]>,
  ) => {
    const a = Math.max(start, from);
    const b = Math.min(end, from + count);
    if (b > a) entries.push(...(await load(a - from, b - a).catch(() => [])));
  };
  await take(0, size.fixed, async (offset, count) => {
    const fixed: SitemapEntry[] = [{ path: '/' }, { path: '/creators' }];
    const pages = (await listed(api, '/posts/search', 0, size.fixed - 2)).map((p) => ({
      path: `/page/${encodeURIComponent(p.slug || p._id)}`,
      lastmod: p.updatedAt,
    }));
    return [...fixed, ...pages].slice(offset, offset + count);
  });
  await take(size.fixed, size.creators, async (offset, count) =>
    (await listed(api, '/performers/user/search', offset, count, { sortBy: 'createdAt', sort: 'asc' })).map((c) => ({
      path: `/${encodeURIComponent(c.username || c._id)}`,
      lastmod: c.updatedAt,
    })),
  );
  await take(size.fixed + size.creators, size.posts, async (offset, count) =>
    (await listed(api, '/user/feeds', offset, count)).map((f) => ({
      path: postPath({ _id: f._id, slug: f.slug ?? '' }),
      lastmod: f.updatedAt ?? f.createdAt,
    })),
  );
  return entries;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function urlsetXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function indexXml(origin: string, files: number): string {
  const items = Array.from(
    { length: files },
    (_, n) => `<sitemap><loc>${escapeXml(`${origin}/sitemap/${n}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
};
