// What an island of a course page may import (ADR 0032): nothing here imports React Router.
export * from './lib/course-texts';
export * from './lib/course-registration';
export { CourseProgram } from './lib/CourseProgram/CourseProgram.island';
