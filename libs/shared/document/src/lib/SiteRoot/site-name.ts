import { createContext, useContext } from 'react';
import type { SiteName } from '@corp/shared/contracts';
import { hubSite } from '@corp/shared/routing';

/**
 * The site app the page belongs to (`createSiteRoot({ site })`): a form, a lead dialog or an
 * analytics event names its page for that site. Outside a site root (tests, stories): the hub
 * of the registered sites (`SiteDefinition.hub`).
 */
export const SiteNameContext = createContext<SiteName | null>(null);

export const useSiteName = (): SiteName => useContext(SiteNameContext) ?? hubSite();
