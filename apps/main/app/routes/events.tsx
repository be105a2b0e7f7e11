import type { Route } from './+types/events';
import { EventsPage } from '@corp/sites/main/feature-news';
import { loadEventsPage } from '@corp/sites/main/feature-news/server';
import { seoMeta } from '@corp/shared/document';

/** `/events/`: the events promo, filters, upcoming events and the archive (§2.8, §3). */
export const loader = (args: Route.LoaderArgs) => loadEventsPage(args);

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <EventsPage {...page} />;
}
