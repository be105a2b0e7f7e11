// The course landing's interactive parts (ADR 0032), by the names its `Island`s give, for the
// landing apps' islands entry. Nothing here imports React Router.
import { CourseProgram } from '@corp/sites/courses/feature-page/islands';
import { CoursePopup } from './lib/CoursePopup/CoursePopup';
import { LandingFooter } from './lib/DigitalLanding/LandingFooter';
import { LandingHeader } from './lib/DigitalLanding/LandingHeader';

export const landingIslands = {
  'course-popup': CoursePopup,
  'course-program': CourseProgram,
  'landing-footer': LandingFooter,
  'landing-header': LandingHeader,
} as const;
