import type { Route } from './+types/events-code';
import { EventPage } from '@corp/sites/main/feature-news';
import { loadEventPage } from '@corp/sites/main/feature-news/server';
import { seoMeta } from '@corp/shared/document';
import { leadIndustryHandle } from '@corp/shared/layout';

/** `/events/{code}/`: one event; an unknown code is a 404. */
export const loader = (args: Route.LoaderArgs) => loadEventPage(args);

/** The registration and the footer form start with the event's industry. */
export const handle = {
  ...leadIndustryHandle<typeof loader>(({ event }) => event.industry),
};

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function EventRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <EventPage {...page} />;
}
