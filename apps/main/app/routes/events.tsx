import type { Route } from './+types/events';
import { EventsPage } from '@corp/sites/main/feature-news';
import { loadEventsPage } from '@corp/sites/main/feature-news/server';
import { seoMeta } from '@corp/shared/document';
import type { IslandsHandle } from '@corp/shared/document';

/** `/events/`: the events promo, filters, upcoming events and the archive (§2.8, §3). */
export const loader = (args: Route.LoaderArgs) => loadEventsPage(args);

/** ADR 0032: served as islands (the events promo and the filtered lists are islands). */
export const handle = { islands: true } satisfies IslandsHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <EventsPage {...page} />;
}
