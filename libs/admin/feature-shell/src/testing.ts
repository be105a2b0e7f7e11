// Test and story support of the admin libraries (not part of the app): a page under the app's
// store, router and texts, and the stories' decorators.
export { renderAdmin } from './lib/testing/render-admin';
export { renderPage } from './lib/testing/render-page';
export { withAdminTexts, withPageBehindDialog, withRouter } from './lib/testing/story-decorators';
