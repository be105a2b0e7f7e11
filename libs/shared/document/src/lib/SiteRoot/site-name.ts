import { createContext, useContext } from 'react';
import type { SiteName } from '@corp/shared/contracts';

/**
 * The site app the page belongs to (`createSiteRoot({ site })`): a form, a lead dialog or an
 * analytics event names its page for that site. `main` outside a site root (tests, stories).
 */
export const SiteNameContext = createContext<SiteName>('main');

export const useSiteName = (): SiteName => useContext(SiteNameContext);
