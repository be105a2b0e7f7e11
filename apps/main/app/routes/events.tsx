import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { EventsPage, loadEventsPage } from '@corp/sites/main/feature-news';
import { seoMeta } from '@corp/shared/document';

/** `/events/`: the events promo, filters, upcoming events and the archive (§2.8, §3). */
export const loader = (args: LoaderFunctionArgs) => loadEventsPage(args);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function EventsRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <EventsPage {...page} />;
}
