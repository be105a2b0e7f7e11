import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { EventPage, loadEventPage } from '@corp/sites/main/feature-news';
import { seoMeta } from '@corp/shared/document';
import { leadIndustryHandle } from '@corp/shared/layout';

/** `/events/{code}/`: one event; an unknown code is a 404. */
export const loader = (args: LoaderFunctionArgs) => loadEventPage(args);

/** The registration and the footer form start with the event's industry. */
export const handle = leadIndustryHandle<typeof loader>(({ event }) => event.industry);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function EventRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <EventPage {...page} />;
}
