import { z } from 'zod';
import { codeSchema, imageSchema, urlSchema } from './common.schema';
import { marketingIndustryRefSchema, offsetDateTimeSchema, paragraphSchema } from './refs-b.schema';

export const EVENT_FORMATS = ['online', 'offline', 'hybrid'] as const;

/** One slot of an event programme. */
export const eventProgramSlotSchema = z.strictObject({
  time: z.string().regex(/^\d{2}:\d{2}(–\d{2}:\d{2})?$/, 'must be HH:MM or HH:MM–HH:MM'),
  title: z.string().min(1),
  speaker: z.string().min(1).optional(),
});

/**
 * An event (`GET /api/v1/events/`, `GET /api/v1/events/{code}/`): the list card, the detail page
 * and the events promo widget (spec §3 "Event promo"). The list flags pick the list an event is
 * shown in; `showAfterEndRu` / `showAfterEndEn` keep an ended event in the ru / en archive.
 */
export const eventsItemSchema = z
  .strictObject({
    code: codeSchema,
    name: z.string().min(1),
    place: z.string().min(1),
    previewText: z.string().min(1),
    text: z.array(paragraphSchema).min(1),
    startDate: offsetDateTimeSchema,
    endDate: offsetDateTimeSchema,
    format: z.enum(EVENT_FORMATS),
    industry: marketingIndustryRefSchema,
    background: z.strictObject({ raw: z.string().min(1) }),
    image: imageSchema,
    formTitle: z.string().min(1),
    hasDropEmail: z.boolean(),
    dropEmailUrl: urlSchema.optional(),
    dropEmailText: z.string().min(1).optional(),
    dropEmailId: z.string().min(1).optional(),
    target: z.enum(['_blank', '_self']),
    registrationOpen: z.boolean(),
    program: z.array(eventProgramSlotSchema).min(1).optional(),
    promo: z.boolean(),
    topEvent: z.boolean(),
    additional_top: z.boolean(),
    additional: z.boolean(),
    showAfterEndRu: z.boolean(),
    showAfterEndEn: z.boolean(),
  })
  .refine((event) => Date.parse(event.endDate) >= Date.parse(event.startDate), {
    message: 'endDate must not be before startDate',
    path: ['endDate'],
  })
  .refine(
    (event) =>
      !event.hasDropEmail ||
      (event.dropEmailUrl !== undefined &&
        event.dropEmailText !== undefined &&
        event.dropEmailId !== undefined),
    {
      message: 'hasDropEmail needs dropEmailUrl, dropEmailText and dropEmailId',
      path: ['hasDropEmail'],
    },
  );
export type EventsItem = z.infer<typeof eventsItemSchema>;
