// The course landing's parts (ADR 0032), listed by their `Island` names for the landing apps'
// islands entry (its programme is a page's part, `CourseProgram.island`). Nothing here imports
// React Router.
export { CoursePopup } from './lib/CoursePopup/CoursePopup';
export { LandingFooter } from './lib/DigitalLanding/LandingFooter';
export { LandingHeader } from './lib/DigitalLanding/LandingHeader';
