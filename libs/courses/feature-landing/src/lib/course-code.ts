import type { PublicConfig } from '@corp/shared/contracts';

/** The two course landings: digital production (machine, `/2.0/`) and digital mining (mount, `/praktikum/`). */
export type LandingCourse = 'machine' | 'mount';

/** The course platform's personal account of `course` (`COURSE_ACCOUNT_URL_*`), if configured. */
export function courseAccountUrl(config: PublicConfig, course: LandingCourse): string | undefined {
  return course === 'machine' ? config.courseAccountUrlMachine : config.courseAccountUrlMount;
}
