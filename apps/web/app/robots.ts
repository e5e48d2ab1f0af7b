import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/features/seo/seo.server';

/**
 * robots.txt: public pages are open to crawlers; accounts, money, messages and the console are not.
 * Sign-in and sign-up stay crawlable (they are how a visitor from a search joins).
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/account', '/creator/', '/user/', '/messages', '/wallet', '/notifications', '/search'],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
