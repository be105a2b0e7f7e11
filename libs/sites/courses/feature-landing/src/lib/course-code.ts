import type { CourseCode } from '@corp/sites/courses/feature-page';

/** The two course landings: digital production (machine, `/2.0/`) and digital mining (mount, `/praktikum/`). */
export type LandingCourse = CourseCode;
