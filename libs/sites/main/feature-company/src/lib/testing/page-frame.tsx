// For the stories (not part of the library): the page libraries' story frame.
export { PageFrame } from '@corp/shared/page-parts/testing';
