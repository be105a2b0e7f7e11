import type { SiteDefinition } from '@corp/shared/routing';

/**
 * The marketing industry of the digital industrial platform landing (spec §4; §3 fixed list:
 * 2 Oil and gas), sent with its page event (`MarketingPage.industry`).
 */
export const IDP_MARKETING_INDUSTRY = 2;

/** The idp site's URL rows (spec §2.3, §2.5): the rows of routing that are the idp team's. */
export const idpDefinition: SiteDefinition<'idp'> = {
  site: 'idp',
  root: '/',
  rootSpec: '§2.3:62 "Idp host: the idp page at /."',
  hosts: ['idp.localhost'],
  hostHints: ['idp.*'],
  pages: [
    {
      name: 'index',
      path: '/',
      marketing: { id: 'idp.home', industry: IDP_MARKETING_INDUSTRY },
      locales: ['en', 'ru'],
      spec: '§2.3:62 "Idp host: the idp page at /."',
    },
  ],
  redirects: [],
  forcedLocales: [],
  localeCookieRules: [],
  apiLocaleRules: [
    { id: 'idp-host', locale: 'ru', spec: '§2.5:88 "Idp pages always use ru for requests."' },
  ],
};
