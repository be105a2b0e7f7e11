export * from './lib/messages';
export * from './lib/contact-form.schema';
