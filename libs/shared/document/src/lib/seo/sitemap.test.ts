/**
 * @jest-environment node
 */
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  const xml = sitemapXml('http://localhost:3000', 'main', [
    '/',
    '/academy/',
    '/product/artificial-lift/',
    '/asia/',
    '/news/media/a&b/',
  ]);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists each page in every locale it is rendered in', () => {
    expect(locs).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/ru/',
      'http://localhost:3000/de/',
      'http://localhost:3000/academy/',
      'http://localhost:3000/ru/academy/',
      'http://localhost:3000/product/artificial-lift/',
    ]);
  });

  it('leaves out pages the resolver redirects or cannot render', () => {
    expect(xml).not.toContain('/asia/');
    expect(xml).not.toContain('a&b');
  });

  it('gives each URL its hreflang alternates', () => {
    const home = xml.split('<url>')[1] ?? '';
    expect(home).toContain(
      '<xhtml:link rel="alternate" hreflang="ru" href="http://localhost:3000/ru/"/>',
    );
    expect(home).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="http://localhost:3000/de/"/>',
    );
    expect(home).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/"/>',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe('robotsTxt', () => {
  it('opens the pages, closes the API and admin, names the sitemap', () => {
    expect(robotsTxt('https://example.com')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin/\nSitemap: https://example.com/sitemap.xml\n',
    );
  });
});
