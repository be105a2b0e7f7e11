// The page types the benches open (bench:pages, bench:lighthouse): one page of each type of each
// host, and the locales each exists in.

/** The local host name of each site (the first of `hosts` in libs/sites/<site>/definition). */
export const hosts = {
  main: 'localhost',
  asia: 'asia.localhost',
  idp: 'idp.localhost',
  techpod: 'techpod.localhost',
  machine: 'digitalproduction.localhost',
  mount: 'digitalmining.localhost',
};

/**
 * One page of each type per host (spec §2.2, §2.3), in English where it exists (its twins in the
 * other locales, `localizedPages`, share its chunks but for their texts'). `form`: how the
 * visitor reaches the page's form — `footer` (scroll down) or the name of the button that opens
 * the lead dialog; none where the page has no form.
 */
export const pageTypes = [
  ['main', 'home', '/', 'footer'],
  ['main', 'about', '/about/', 'footer'],
  ['main', 'academy', '/academy/', 'footer'],
  ['main', 'partnership', '/partnership/', 'footer'],
  ['main', 'presskit', '/presskit/', 'footer'],
  ['main', 'contacts', '/contacts/', 'footer'],
  ['main', 'contact city', '/contacts/moscow/', 'footer'],
  ['main', 'about/hr', '/about/hr/', null], // §4: no footer form on hr and podcasts
  ['main', 'product hub', '/product/', 'footer'],
  ['main', 'product', '/product/flow/', 'footer'],
  ['main', 'industry', '/industries/mining/', 'footer'],
  ['main', 'media list', '/news/media/', 'footer'],
  ['main', 'media item', '/news/media/review-energy-efficiency-2026/', 'footer'],
  ['main', 'podcasts', '/news/podcasts/', null],
  ['main', 'webinars', '/news/webinars/', 'footer'],
  ['main', 'events', '/events/', 'footer'],
  ['main', 'cases', '/cases/', 'footer'],
  ['asia', 'asia ru', '/ru/', /Отправить заявку/],
  ['asia', 'asia kz', '/kz/', /Өтінім жіберу/],
  ['idp', 'idp', '/', 'footer'],
  ['techpod', 'techpod', '/ru/', null],
  ['machine', 'machine', '/2.0/', /Зарегистрироваться/],
  ['mount', 'mount', '/praktikum/', /Зарегистрироваться/],
];

/** §2.1:31: the main-site pages that also exist in German (of the types above). */
const germanPaths = ['/', '/about/'];
/** §2.5:85: pages forced to English. */
const englishOnlyPaths = ['/partnership/'];

/**
 * Every locale of every page type: `{ site, name, locale, path, form }`. The asia and techpod paths
 * above carry their locale already (asia: ru, kz; techpod: ru only); the idp host serves its one
 * (Russian) page at `/` only (apps/idp/app/routes.ts); the other pages exist in en (no prefix)
 * and ru (`/ru/…`), the German ones in de too.
 */
export function localizedPages() {
  const pages = [];
  for (const [site, name, pagePath, form] of pageTypes) {
    if (site === 'asia' || site === 'techpod' || site === 'idp') {
      pages.push({ site, name, locale: pagePath.split('/')[1] || 'ru', path: pagePath, form });
      continue;
    }
    const locales = englishOnlyPaths.includes(pagePath)
      ? ['en']
      : ['en', 'ru', ...(site === 'main' && germanPaths.includes(pagePath) ? ['de'] : [])];
    for (const locale of locales)
      pages.push({
        site,
        name,
        locale,
        path: locale === 'en' ? pagePath : `/${locale}${pagePath}`,
        form,
      });
  }
  return pages;
}
