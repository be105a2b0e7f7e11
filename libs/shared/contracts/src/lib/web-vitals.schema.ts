import { z } from 'zod/mini';
import { siteNames } from './content/content-sites';
import { message } from './contact-form.schema';
import {
  PAGE_TYPE_PATTERN,
  WEB_VITAL_MAX,
  WEB_VITALS_MAX_BATCH,
  webVitalNames,
  webVitalRatings,
} from './web-vitals.constants';

/** One metric of a beacon (`POST /api/v1/web-vitals/`, see `WEB_VITALS_PATH`). */
const webVitalSchema = z
  .strictObject({
    name: z.enum(webVitalNames, message('wrong-value')),
    value: z.number(message('wrong-value')).check(z.gte(0, message('wrong-value'))),
    rating: z.enum(webVitalRatings, message('wrong-value')),
  })
  .check(
    z.refine(({ name, value }) => value <= WEB_VITAL_MAX[name], {
      ...message('wrong-value'),
      path: ['value'],
    }),
  );
export type WebVital = z.infer<typeof webVitalSchema>;

/** One beacon: the page's site and type, and the metrics reported since the last one. */
export const webVitalsRequestSchema = z.strictObject({
  site: z.enum(siteNames, message('wrong-value')),
  pageType: z
    .string(message('wrong-value'))
    .check(z.regex(PAGE_TYPE_PATTERN, message('wrong-value'))),
  metrics: z
    .array(webVitalSchema, message('wrong-value'))
    .check(
      z.minLength(1, message('required')),
      z.maxLength(WEB_VITALS_MAX_BATCH, message('too-long')),
    ),
});
export type WebVitalsRequest = z.infer<typeof webVitalsRequestSchema>;
