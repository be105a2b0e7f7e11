// Shared by the tests and the stories (not part of the library).
export { seed } from '@corp/shared/page-parts/testing';
