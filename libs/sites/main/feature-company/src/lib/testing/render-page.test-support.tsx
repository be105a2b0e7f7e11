// Shared by the tests (not part of the library): the page libraries' test support.
export { API_BASE, renderPage, seed } from '@corp/shared/page-parts/testing';
