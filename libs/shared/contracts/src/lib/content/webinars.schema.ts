import { z } from 'zod/mini';
import { codeSchema, imageSchema } from './common.schema';
import {
  marketingIndustryRefSchema,
  absoluteHttpsUrlSchema,
  offsetDateTimeSchema,
  personRefSchema,
  referencedProductCodeSchema,
} from './publication-refs.schema';
import { isWrittenInZone, timeZoneSchema } from './time-zone.schema';

/**
 * A webinar's recording, given only by the watch-webinar dialog's lead (spec §4 "webinar-popup:
 * saves the password … and link plus externalLink"): where it is watched, and the password it
 * asks for, when it asks for one.
 */
export const webinarRecordingSchema = z.strictObject({
  link: absoluteHttpsUrlSchema,
  password: z.optional(z.string().check(z.minLength(4))),
});
export type WebinarRecording = z.infer<typeof webinarRecordingSchema>;

/**
 * A webinar (`GET /api/v1/webinars/`). Upcoming webinars take registrations (`externalLink` is
 * the registration page); ended ones kept in an archive (`showAfterEndRu`, `showAfterEndEn`) are
 * watched as their `recording`, which every such webinar has: a visitor who asks for a recording
 * always gets something to watch.
 */
export const webinarFieldsSchema = z.strictObject({
  code: codeSchema,
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  startDate: offsetDateTimeSchema,
  /** The IANA zone the webinar is held in; its start is written in that zone's offset. */
  timeZone: timeZoneSchema,
  durationMinutes: z.number().check(z.int(), z.positive()),
  speakers: z.array(personRefSchema).check(z.minLength(1)),
  industry: marketingIndustryRefSchema,
  products: z.array(referencedProductCodeSchema),
  image: imageSchema,
  externalLink: absoluteHttpsUrlSchema,
  recording: z.optional(webinarRecordingSchema),
  showAfterEndRu: z.boolean(),
  showAfterEndEn: z.boolean(),
});

export const webinarsItemSchema = webinarFieldsSchema.check(
  z.refine((webinar) => isWrittenInZone(webinar.startDate, webinar.timeZone), {
    message: "startDate must carry the offset of the webinar's timeZone",
    path: ['timeZone'],
  }),
  z.refine(
    (webinar) =>
      webinar.recording !== undefined || !(webinar.showAfterEndRu || webinar.showAfterEndEn),
    {
      message: 'a webinar kept after its end (showAfterEndRu/En) needs its recording',
      path: ['recording'],
    },
  ),
);
export type WebinarsItem = z.infer<typeof webinarsItemSchema>;

/**
 * When a webinar ends (ms since the epoch): its start plus its length (60 min when not given).
 * Before it, the webinar is upcoming; after, it is past (its recording, if it is kept).
 */
export function webinarEndsAt(webinar: { startDate: string; durationMinutes?: number }): number {
  return Date.parse(webinar.startDate) + (webinar.durationMinutes ?? 60) * 60_000;
}
