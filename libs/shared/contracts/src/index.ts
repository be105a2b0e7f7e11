export * from './lib/messages';
export * from './lib/contact-form.schema';
export * from './lib/leads.schema';
export * from './lib/content/common.schema';
export * from './lib/content/index';
export * from './lib/content/geolocation.schema';
export * from './lib/api/index';
export * from './lib/config/public-config';
