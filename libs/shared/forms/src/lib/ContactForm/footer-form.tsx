import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { preloadDocumentCountryNames } from '@corp/shared/i18n';
import { lazyChunk } from '@corp/shared/ui';

// The form, its phone input, country list and validation load only when the footer mounts it
// (in view or after 5 s), never with the page; the page's country names load beside them. Should
// the chunk fail, the page reloads once (spec §2.6); within the guard the page stays, formless.
const FooterContactForm = lazyChunk(() => {
  preloadDocumentCountryNames();
  return import('./FooterContactForm');
});

/** Handed to a layout's footer, which mounts it late and hides it where spec §4 says. */
export const footerForm: ReactNode = (
  <Suspense fallback={null}>
    <FooterContactForm />
  </Suspense>
);

/**
 * The contacts page's own form (spec §4: the footer's is hidden there because the page has one;
 * §5 captcha `footer-contacts-captcha`), from the same chunk, mounted late the same way.
 */
export const pageContactForm: ReactNode = (
  <Suspense fallback={null}>
    <FooterContactForm variant="page" />
  </Suspense>
);
