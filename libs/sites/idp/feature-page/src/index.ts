export * from './lib/idp-texts';
export * from './lib/IdpPage/IdpPage';
export * from './lib/IdpRoute/IdpRoute';
export type * from './lib/idp-page.loader.server';
export * from './lib/idp-form-rules';
