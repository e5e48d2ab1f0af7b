import { describe, expect, it } from 'vitest';
import { jsonForScript, profileJsonLd, shortText, socialMetadata } from './social';
import { indexXml, urlsetXml } from './sitemap';

describe('SEO helpers', () => {
  it('writes Open Graph, Twitter and a canonical address, with a short description', () => {
    const meta = socialMetadata({
      title: 'Luna',
      description: 'x'.repeat(300),
      path: '/luna',
      image: 'https://a/b.jpg',
    });
    expect(meta.alternates?.canonical).toBe('/luna');
    expect(String(meta.description).length).toBe(160);
    expect(meta.openGraph).toMatchObject({ title: 'Luna', url: '/luna', images: [{ url: 'https://a/b.jpg' }] });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(socialMetadata({ title: 'T', path: '/t' }).twitter).toMatchObject({ card: 'summary' });
    expect(shortText('  a \n b  ')).toBe('a b');
  });
  it('keeps JSON-LD inside its script element whatever a bio says', () => {
    const json = jsonForScript(profileJsonLd({ _id: '1', name: 'A', username: 'a', bio: '</script><script>alert(1)' }));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).mainEntity).toMatchObject({ '@type': 'Person', alternateName: '@a' });
  });
  it('escapes sitemap addresses and indexes files', () => {
    const xml = urlsetXml('https://s.test', [{ path: '/a&b', lastmod: '2026-11-26' }]);
    expect(xml).toContain('<loc>https://s.test/a&amp;b</loc><lastmod>2026-11-26</lastmod>');
    expect(indexXml('https://s.test', 2)).toContain('<loc>https://s.test/sitemap/1.xml</loc>');
  });
});
