import type { ContentKind } from './common.schema';
import { catalogContentKinds } from './catalog-kinds';
import { publicationContentKinds } from './publication-kinds';

/** Every kind of content the API serves: its item contract and its key field. */
export const contentKinds = { ...catalogContentKinds, ...publicationContentKinds } satisfies Record<
  string,
  ContentKind
>;
export type ContentKindName = keyof typeof contentKinds;
export { webinarEndsAt } from './webinars.schema';
/** The course programmes' codes (one per course landing, machine and mount). */
export { COURSE_CODES } from './course-program.schema';
export { isWrittenInZone, timeZoneSchema, zoneOffsetMinutes } from './time-zone.schema';
export type { ContentFieldMeta } from './content-fields';
export {
  contentFieldHints,
  contentFieldMeta,
  contentFieldRegistry,
  multilineFieldNames,
} from './content-fields';
