import { XML_HEADERS, sitemapFile, urlsetXml } from '@/features/seo/sitemap';
import { anonymousApi, siteOrigin } from '@/features/seo/seo.server';

/** /sitemap/{n}.xml: one file of a sitemap too large for one (listed by /sitemap.xml). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).file);
  if (!match) return new Response('Not found', { status: 404 });
  const entries = await sitemapFile(anonymousApi(), Number(match[1]));
  if (!entries.length) return new Response('Not found', { status: 404 });
  return new Response(urlsetXml(await siteOrigin(), entries), { headers: XML_HEADERS });
}
