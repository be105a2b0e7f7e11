import { eventResponseSchema, eventsResponseSchema } from '@corp/shared/contracts';
import type { EventsPage, ServedEvent } from '@corp/shared/contracts';
import type { Localized, Paging } from './args';
import { baseApi } from './base-api';
import type { EventListFlag } from './constants';
import { reads } from './response';

/** `GET /events/`: filters format (default all) and industry (default 0 = all). */
export interface EventsArgs extends Localized, Paging, Partial<Record<EventListFlag, boolean>> {
  format?: 'all' | 'online' | 'offline' | 'hybrid';
  industry?: number;
}

export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<EventsPage, EventsArgs>({
      query: ({ locale, ...params }) => ({ url: 'events/', locale, params }),
      responseSchema: reads(eventsResponseSchema),
      providesTags: ['Event'],
    }),
    /** `GET /events/{code}/`. */
    getEvent: build.query<ServedEvent, Localized & { code: string }>({
      query: ({ locale, code }) => ({ url: `events/${encodeURIComponent(code)}/`, locale }),
      responseSchema: reads(eventResponseSchema, (body) => body.data),
      providesTags: (_result, _error, { code }) => [{ type: 'Event', id: code }],
    }),
  }),
});

export const { useGetEventsQuery, useGetEventQuery } = eventsApi;
