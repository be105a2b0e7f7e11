export { apiHandlers, createApiHandlers, seedItems } from './mock-api';
export type { MockApiOptions } from './mock-api';
export type { ContentLocale } from './seed-content';
