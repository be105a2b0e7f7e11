import type { SiteDefinition } from '@corp/shared/routing';

const TECHPOD_PAGE = '§2.3:59 "Techpod host: the Russian techpod page at /ru/."';

/** The techpod site's URL rows (spec §2.3–2.5): the rows of routing that are the techpod team's. */
export const techpodDefinition: SiteDefinition<'techpod'> = {
  site: 'techpod',
  root: '/',
  rootSpec: TECHPOD_PAGE,
  hosts: ['techpod.localhost'],
  hostHints: ['*techpod*'],
  pages: [
    {
      name: 'index',
      path: '/',
      locales: ['en', 'ru'],
      marketing: { id: 'techpod.home' },
      spec: TECHPOD_PAGE,
    },
  ],
  redirects: [
    {
      id: 'techpod-host-root',
      from: ['/'],
      to: { kind: 'path', path: '/ru/' },
      status: 301,
      keepQuery: true,
      spec: '§2.4:80 "| Host containing techpod | /ru/ root |"',
    },
  ],
  forcedLocales: [
    {
      id: 'techpod-host-ru',
      locales: ['ru'],
      spec: `§2.5:84 "Paths or hosts containing marketplacepartners, asia, /product/artificial-lift/ or /techpod/ force ru." + ${TECHPOD_PAGE}`,
    },
  ],
  localeCookieRules: [],
  apiLocaleRules: [],
};
