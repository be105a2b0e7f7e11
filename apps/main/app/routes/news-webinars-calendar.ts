import type { Route } from './+types/news-webinars-calendar';
import { loadWebinarCalendar } from '@corp/sites/main/feature-news/server';

/** `/news/webinars/{code}/calendar.ics`: a webinar as an iCalendar file; unknown is a 404. */
export const loader = (args: Route.LoaderArgs) => loadWebinarCalendar(args);
