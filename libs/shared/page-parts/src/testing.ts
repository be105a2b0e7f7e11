// Test and story support of the page libraries (not part of any page): a page under a router,
// the API store and its modals, and the seed content as the API serves it.
export { API_BASE, renderPage } from './lib/testing/render-page';
export { PageFrame } from './lib/testing/page-frame';
export { seed } from './lib/testing/seed';
