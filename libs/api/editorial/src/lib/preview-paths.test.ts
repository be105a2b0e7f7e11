import { itemPagePath, localizedPath } from './preview-paths';

describe('preview pages', () => {
  it.each([
    ['events', 'open-day', 'main', {}, '/events/open-day/'],
    ['cases', 'heat', 'main', {}, '/cases/heat/'],
    ['podcasts', '7', 'main', {}, '/news/podcasts/7/'],
    ['media', 'story', 'main', {}, '/news/media/story/'],
    ['media', 'story', 'main', { special: true }, '/news/media/special/story/'],
    ['products', 'flow', 'main', {}, '/product/flow/'],
    ['products', 'mdcplus', 'main', {}, '/product/mdcplus/'],
    ['products', 'not-a-page', 'main', {}, '/product/'],
    ['offices', 'almaty', 'main', {}, '/contacts/almaty/'],
    ['banners', 'about', 'main', { page: '/about/' }, '/about/'],
    ['webinars', 'talk', 'main', {}, '/news/webinars/'],
    ['seo', 'main:/about/', 'main', {}, '/about/'],
    ['banners', 'asia', 'asia', { page: '/asia/' }, '/'],
    ['privacyPolicies', '1', 'main', {}, undefined],
  ])('%s %s of %s shows on %s', (kind, key, site, item, expected) => {
    expect(itemPagePath(kind, key, site, item)).toBe(expected);
  });

  it.each([
    ['main', '/events/open-day/', 'en', '/events/open-day/'],
    ['main', '/events/open-day/', 'ru', '/ru/events/open-day/'],
    ['main', '/about/', 'de', '/de/about/'],
    ['asia', '/', 'kz', '/kz/'],
    ['machine', '/', 'ru', '/ru/2.0/'],
    ['mount', '/', 'en', '/praktikum/'],
  ] as const)('%s %s in %s is at %s', (site, path, locale, expected) => {
    expect(localizedPath(site, 'example.com', path, locale)).toBe(expected);
  });

  it('follows the rules where a locale has no page of its own', () => {
    // Techpod is Russian only; the main site has no Kazakh pages (no preview there).
    expect(localizedPath('techpod', 'example.com', '/', 'en')).toBe('/ru/');
    expect(localizedPath('main', 'example.com', '/events/x/', 'kz')).toBeUndefined();
  });
});
