export * from './lib/idp-texts';
export * from './lib/idp-page.loader';
export * from './lib/IdpPage/IdpPage';
export * from './lib/IdpRoute/IdpRoute';
export * from './lib/idp-form-rules';
