import type { SiteDefinition } from '@corp/shared/routing';

const MACHINE_PAGE = '§2.3:60 "Digital production host: the machine page at /2.0/."';
const MOUNT_PAGE = '§2.3:61 "Digital mining host: the mount page at /praktikum/."';

/**
 * The machine site's URL rows (spec §2.3, §2.4): one page at the digital production host's
 * root. The rows of routing that are the courses team's, with `mountDefinition`.
 */
export const machineDefinition: SiteDefinition<'machine'> = {
  site: 'machine',
  root: '/2.0/',
  rootSpec: MACHINE_PAGE,
  hosts: ['digitalproduction.localhost', 'proizvodstvo.localhost'],
  hostHints: ['*digitalproduction*', '*proizvodstvo*'],
  pages: [
    {
      name: 'index',
      path: '/',
      locales: ['en', 'ru'],
      marketing: { id: 'machine.home' },
      spec: MACHINE_PAGE,
    },
  ],
  redirects: [
    {
      id: 'digital-production-host-root',
      from: ['/'],
      to: { kind: 'path', path: '/2.0/' },
      status: 301,
      keepQuery: true,
      spec: '§2.4:78 "| Host containing digitalproduction or proizvodstvo | /2.0/, 301, query kept |"',
    },
  ],
  forcedLocales: [],
  localeCookieRules: [],
  apiLocaleRules: [],
};

/** The mount site's URL rows (spec §2.3, §2.4): one page at the digital mining host's root. */
export const mountDefinition: SiteDefinition<'mount'> = {
  site: 'mount',
  root: '/praktikum/',
  rootSpec: MOUNT_PAGE,
  hosts: ['digitalmining.localhost'],
  hostHints: ['*digitalmining*'],
  pages: [
    {
      name: 'index',
      path: '/',
      locales: ['en', 'ru'],
      marketing: { id: 'mount.home' },
      spec: MOUNT_PAGE,
    },
  ],
  redirects: [
    {
      id: 'digital-mining-host-root',
      from: ['/'],
      to: { kind: 'path', path: '/praktikum/' },
      status: 301,
      keepQuery: true,
      spec: '§2.4:79 "| Host containing digitalmining | /praktikum/, 301, query kept |"',
    },
  ],
  forcedLocales: [],
  localeCookieRules: [],
  apiLocaleRules: [],
};
