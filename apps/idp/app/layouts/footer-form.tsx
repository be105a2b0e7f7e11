import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';

// The form, its phone input, country list and validation load only when the footer mounts it
// (in view or after 5 s), never with the page.
const FooterForm = lazy(() => import('./contact-form'));

/** Handed to the layout's footer, which mounts it late. */
export const footerForm: ReactNode = (
  <Suspense fallback={null}>
    <FooterForm />
  </Suspense>
);
