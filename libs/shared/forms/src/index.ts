export * from './lib/ContactForm/ContactForm';
export * from './lib/ContactForm/contact-feedback';
export * from './lib/captcha/CaptchaProvider';
export * from './lib/captcha/smart-captcha';
export * from './lib/form-info/form-info-cookie';
export * from './lib/form-page/form-page';
export * from './lib/form-page/page-defaults';
export * from './lib/form-page/useFormPage';
