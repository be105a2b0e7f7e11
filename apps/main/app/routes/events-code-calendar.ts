import type { Route } from './+types/events-code-calendar';
import { loadEventCalendar } from '@corp/sites/main/feature-news/server';

/** `/events/{code}/calendar.ics`: the event as an iCalendar file; an unknown code is a 404. */
export const loader = (args: Route.LoaderArgs) => loadEventCalendar(args);
