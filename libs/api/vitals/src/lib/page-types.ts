import { OTHER_PAGE_TYPE } from '@corp/shared/contracts';
import type { SiteName } from '@corp/shared/contracts';
import { routeTable } from '@corp/shared/routing';

let pageTypesBySite: ReadonlyMap<string, ReadonlySet<string>> | undefined;

/**
 * Each site's page types: the names of its rows in the registered page table (`index`,
 * `product-code` …). Read on first use: the composition root registers the sites at start-up.
 */
function pageTypesOf(site: SiteName): ReadonlySet<string> | undefined {
  pageTypesBySite ??= new Map(
    routeTable().siteNames.map((name) => [
      name,
      new Set(
        routeTable()
          .pageRows.filter((row) => row.site === name)
          .map((row) => row.name),
      ),
    ]),
  );
  return pageTypesBySite.get(site);
}

/**
 * The page type a report is counted under: a page name of the site's page table, or `other`
 * (a page outside the table, such as the 404 page, or a name the browser made up), so the
 * metrics' label takes a bounded set of values whatever clients send.
 */
export function boundedPageType(site: SiteName, pageType: string): string {
  return pageTypesOf(site)?.has(pageType) ? pageType : OTHER_PAGE_TYPE;
}
