import type { LoaderFunctionArgs } from 'react-router';
import { loadWebinarCalendar } from '@corp/sites/main/feature-news/server';

/** `/news/webinars/{code}/calendar.ics`: a webinar as an iCalendar file; unknown is a 404. */
export const loader = (args: LoaderFunctionArgs) => loadWebinarCalendar(args);
