import { z } from 'zod/mini';
import { codeSchema, imageSchema, urlSchema } from './common.schema';
import {
  marketingIndustryRefSchema,
  offsetDateTimeSchema,
  paragraphSchema,
} from './publication-refs.schema';
import { isWrittenInZone, timeZoneSchema } from './time-zone.schema';

export const EVENT_FORMATS = ['online', 'offline', 'hybrid'] as const;

/** One slot of an event programme. */
export const eventProgramSlotSchema = z.strictObject({
  time: z.string().check(z.regex(/^\d{2}:\d{2}(–\d{2}:\d{2})?$/, 'must be HH:MM or HH:MM–HH:MM')),
  title: z.string().check(z.minLength(1)),
  speaker: z.optional(z.string().check(z.minLength(1))),
});

/**
 * An event (`GET /api/v1/events/`, `GET /api/v1/events/{code}/`): the list card, the detail page
 * and the events promo widget (spec §3 "Event promo"). The list flags pick the list an event is
 * shown in; `showAfterEndRu` / `showAfterEndEn` keep an ended event in the ru / en archive.
 */
export const eventsItemSchema = z
  .strictObject({
    code: codeSchema,
    name: z.string().check(z.minLength(1)),
    place: z.string().check(z.minLength(1)),
    previewText: z.string().check(z.minLength(1)),
    text: z.array(paragraphSchema).check(z.minLength(1)),
    startDate: offsetDateTimeSchema,
    endDate: offsetDateTimeSchema,
    /** The IANA zone the event takes place in; its dates are written in that zone's offset. */
    timeZone: timeZoneSchema,
    format: z.enum(EVENT_FORMATS),
    industry: marketingIndustryRefSchema,
    background: z.strictObject({ raw: z.string().check(z.minLength(1)) }),
    image: imageSchema,
    formTitle: z.string().check(z.minLength(1)),
    hasDropEmail: z.boolean(),
    dropEmailUrl: z.optional(urlSchema),
    dropEmailText: z.optional(z.string().check(z.minLength(1))),
    dropEmailId: z.optional(z.string().check(z.minLength(1))),
    target: z.enum(['_blank', '_self']),
    registrationOpen: z.boolean(),
    program: z.optional(z.array(eventProgramSlotSchema).check(z.minLength(1))),
    promo: z.boolean(),
    topEvent: z.boolean(),
    additional_top: z.boolean(),
    additional: z.boolean(),
    showAfterEndRu: z.boolean(),
    showAfterEndEn: z.boolean(),
  })
  .check(
    z.refine((event) => Date.parse(event.endDate) >= Date.parse(event.startDate), {
      message: 'endDate must not be before startDate',
      path: ['endDate'],
    }),
    z.refine(
      (event) =>
        isWrittenInZone(event.startDate, event.timeZone) &&
        isWrittenInZone(event.endDate, event.timeZone),
      {
        message: "startDate and endDate must carry the offset of the event's timeZone",
        path: ['timeZone'],
      },
    ),
    z.refine(
      (event) =>
        !event.hasDropEmail ||
        (event.dropEmailUrl !== undefined &&
          event.dropEmailText !== undefined &&
          event.dropEmailId !== undefined),
      {
        message: 'hasDropEmail needs dropEmailUrl, dropEmailText and dropEmailId',
        path: ['hasDropEmail'],
      },
    ),
  );
export type EventsItem = z.infer<typeof eventsItemSchema>;
