export * from './lib/course-code';
export * from './lib/landing-texts';
export * from './lib/DigitalLanding/DigitalLanding';
export * from './lib/DigitalLanding/RegisterButton';
export * from './lib/DigitalLanding/header-scroll';
export * from './lib/CoursePopup/CoursePopup';
export * from './lib/LandingRoute/LandingRoute';
