import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { preloadDocumentCountryNames } from '@corp/shared/i18n';

// The form, its phone input, country list and validation load only when the footer mounts it
// (in view or after 5 s), never with the page; the page's country names load beside them.
const FooterContactForm = lazy(() => {
  preloadDocumentCountryNames();
  return import('./FooterContactForm');
});

/** Handed to a layout's footer, which mounts it late and hides it where spec §4 says. */
export const footerForm: ReactNode = (
  <Suspense fallback={null}>
    <FooterContactForm />
  </Suspense>
);
