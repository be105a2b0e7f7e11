export * from './lib/course-texts';
export * from './lib/course-registration';
export * from './lib/CourseProgram/CourseProgram.island';
export * from './lib/SpeakerCards/SpeakerCards';
export * from './lib/CoursePage/CoursePage';
export type * from './lib/CoursePage/course-page.loader.server';
