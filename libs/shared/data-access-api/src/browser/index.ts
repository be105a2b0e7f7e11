/**
 * What a page's first load may import from the api without loading RTK Query: the plain
 * constants, the on-demand browser query and the store's readiness. Everything else stays in
 * `@corp/shared/data-access-api`, which the browser loads in its own chunk when it is needed.
 */
export * from '../lib/constants';
export * from '../lib/browser-store-signal';
export * from './browser-query';
export type * from '../lib/api';
