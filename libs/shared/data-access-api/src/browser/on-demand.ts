/**
 * What `useBrowserQuery` loads on demand: the endpoints by name and the browser's store. Kept
 * apart from the library's index, whose every export a dynamic import would keep, so that a
 * chunk importing a few names from the index (the forms) does not carry every endpoint and its
 * response contracts.
 */
export { apiEndpoints } from '../lib/api';
export { browserStore } from '../lib/browser-store';
