import type { CourseCode } from '@corp/shared/feature-courses';

/** The two course landings: digital production (machine, `/2.0/`) and digital mining (mount, `/praktikum/`). */
export type LandingCourse = CourseCode;
