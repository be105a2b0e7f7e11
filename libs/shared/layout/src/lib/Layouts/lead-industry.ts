import { parseRouteId } from '@corp/shared/routing';

/**
 * What a page about one subject (a product, an event, a case) tells the lead forms in its route's
 * `handle`: the industry the subject belongs to (an id of the API's industry list), from its
 * loader data. The forms on that page (the footer's, its dialogs') start with that industry
 * instead of the list's first (issue 42: a mining product's demo request was preset to
 * metalworking).
 */
export interface LeadIndustryHandle {
  leadIndustry?: (data: unknown) => number | undefined;
}

/**
 * A route's `handle` naming its subject's industry:
 *
 *   export const handle = { ...leadIndustryHandle<typeof loader>(({ event }) => event.industry) };
 */
export function leadIndustryHandle<Loader extends (...args: never[]) => unknown>(
  industryOf: (data: Awaited<ReturnType<Loader>>) => number | undefined,
): LeadIndustryHandle {
  return { leadIndustry: industryOf as (data: unknown) => number | undefined };
}

interface RouteMatchLike {
  id: string;
  handle?: unknown;
  loaderData?: unknown;
}

/** The industry the page (the deepest page route, `<page>___<locale>`) names, if it names one. */
export function leadIndustryOf(matches: readonly RouteMatchLike[]): number | undefined {
  const page = [...matches].reverse().find((match) => parseRouteId(match.id) !== null);
  const handle = page?.handle as LeadIndustryHandle | undefined;
  if (!page || typeof handle?.leadIndustry !== 'function' || page.loaderData === undefined) {
    return undefined;
  }
  const industry = handle.leadIndustry(page.loaderData);
  return typeof industry === 'number' && Number.isInteger(industry) ? industry : undefined;
}
