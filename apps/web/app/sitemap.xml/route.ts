import { SITEMAP_SIZE, XML_HEADERS, indexXml, sitemapFile, sitemapSize, urlsetXml } from '@/features/seo/sitemap';
import { anonymousApi, siteOrigin } from '@/features/seo/seo.server';

/** /sitemap.xml: the URLs themselves while they fit one file, an index of /sitemap/{n}.xml after. */
export async function GET() {
  const api = anonymousApi();
  const origin = await siteOrigin();
  const size = await sitemapSize(api);
  const files = Math.ceil((size.fixed + size.creators + size.posts) / SITEMAP_SIZE);
  const body = files <= 1 ? urlsetXml(origin, await sitemapFile(api, 0)) : indexXml(origin, files);
  return new Response(body, { headers: XML_HEADERS });
}
