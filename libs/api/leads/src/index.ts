export * from './lib/captcha';
export * from './lib/files';
export * from './lib/idempotency';
export * from './lib/lead-routes';
export * from './lib/lead-content';
