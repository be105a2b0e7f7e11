/**
 * @jest-environment node
 */
import type { PrefetchResult } from '@corp/shared/data-access-api';
import { localeAlternates, pageSeo, seoMeta, seoRequest } from './seo';

const served = (data: object): PrefetchResult => ({ endpoint: 'getSeoPage', data, isError: false });
const failed: PrefetchResult = { endpoint: 'getSeoPage', error: { status: 500 }, isError: true };

describe('seoRequest', () => {
  it('asks for the host plus path in the page locale', () => {
    expect(seoRequest(new Request('http://example.com:3000/ru/about/?utm=1'), 'ru')).toEqual([
      'getSeoPage',
      { locale: 'ru', url: 'example.com:3000/ru/about/' },
    ]);
  });
});

describe('localeAlternates', () => {
  const hreflangs = (path: string) =>
    localeAlternates('main', new URL(`http://localhost:3000${path}`)).map(
      (alternate) => `${alternate.hreflang} ${alternate.href}`,
    );

  it('lists en, ru and de for a German page, with x-default to English', () => {
    expect(hreflangs('/ru/about/')).toEqual([
      'en http://localhost:3000/about/',
      'ru http://localhost:3000/ru/about/',
      'de http://localhost:3000/de/about/',
      'x-default http://localhost:3000/about/',
    ]);
  });

  it('leaves out the locales a page does not exist in', () => {
    expect(hreflangs('/academy/')).toEqual([
      'en http://localhost:3000/academy/',
      'ru http://localhost:3000/ru/academy/',
      'x-default http://localhost:3000/academy/',
    ]);
    // §2.5: artificial-lift is forced to English.
    expect(hreflangs('/product/artificial-lift/')).toEqual([
      'en http://localhost:3000/product/artificial-lift/',
      'x-default http://localhost:3000/product/artificial-lift/',
    ]);
  });

  it('names Kazakh kk on the Asia site', () => {
    const asia = localeAlternates('asia', new URL('http://asia.localhost:3000/kz/'));
    expect(asia.map((alternate) => alternate.hreflang)).toContain('kk');
  });
});

describe('pageSeo and seoMeta', () => {
  const request = new Request('http://localhost:3000/ru/product/flow/?from=mail');
  const fallback = { title: 'Flow', description: 'Flow description', image: '/images/flow.png' };

  it('prefers the SEO call, falls back to the content', () => {
    const fromApi = pageSeo(
      'main',
      request,
      'ru',
      served({ title: 'SEO title', description: 'SEO text', keywords: 'a, b' }),
      fallback,
    );
    expect(fromApi).toMatchObject({
      title: 'SEO title',
      description: 'SEO text',
      keywords: 'a, b',
    });
    const fromContent = pageSeo('main', request, 'ru', failed, fallback);
    expect(fromContent).toMatchObject({ title: 'Flow', description: 'Flow description' });
    expect(fromContent.keywords).toBeUndefined();
  });

  it('gives the canonical URL without the query, an absolute image and the lang', () => {
    const seo = pageSeo('main', request, 'ru', failed, fallback);
    expect(seo.canonical).toBe('http://localhost:3000/ru/product/flow/');
    expect(seo.image).toBe('http://localhost:3000/images/flow.png');
    expect(seo.lang).toBe('ru');
  });

  it('renders title, description, canonical, alternates and Open Graph', () => {
    const meta = seoMeta(pageSeo('main', request, 'ru', failed, fallback));
    expect(meta).toEqual(
      expect.arrayContaining([
        { title: 'Flow' },
        { name: 'description', content: 'Flow description' },
        { tagName: 'link', rel: 'canonical', href: 'http://localhost:3000/ru/product/flow/' },
        {
          tagName: 'link',
          rel: 'alternate',
          hrefLang: 'x-default',
          href: 'http://localhost:3000/product/flow/',
        },
        { property: 'og:title', content: 'Flow' },
        { property: 'og:image', content: 'http://localhost:3000/images/flow.png' },
      ]),
    );
    expect(seoMeta(undefined)).toEqual([]);
  });
});
