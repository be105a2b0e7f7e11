import { OTHER_PAGE_TYPE } from '@corp/shared/contracts';
import { pageRows, siteNames } from '@corp/shared/routing';
import type { SiteName } from '@corp/shared/routing';

/** Each site's page types: the names of its rows in the page table (`index`, `product-code` …). */
const pageTypesBySite: ReadonlyMap<SiteName, ReadonlySet<string>> = new Map(
  siteNames.map((site) => [
    site,
    new Set(pageRows.filter((row) => row.site === site).map((row) => row.name)),
  ]),
);

/**
 * The page type a report is counted under: a page name of the site's page table, or `other`
 * (a page outside the table, such as the 404 page, or a name the browser made up), so the
 * metrics' label takes a bounded set of values whatever clients send.
 */
export function boundedPageType(site: SiteName, pageType: string): string {
  return pageTypesBySite.get(site)?.has(pageType) ? pageType : OTHER_PAGE_TYPE;
}
