import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { createErrorBoundary } from '@corp/shared/document';
import { ModalProvider } from '@corp/shared/modals';
import { TechpodLayout } from '@corp/sites/techpod/feature-layout';

/** Spec §2.7 techpod layout (no header or footer), inside the page's one modal state (§2.9). */
export default function Layout() {
  return (
    <ModalProvider>
      <TechpodLayout>
        <Outlet />
      </TechpodLayout>
    </ModalProvider>
  );
}

/** Spec §2.6: a 404 or 500 inside the techpod layout, leading back to the podcast. */
export const ErrorBoundary = createErrorBoundary({
  locale: 'ru',
  homeHref: '/ru/',
  Frame: ({ children }: { children: ReactNode }) => (
    <ModalProvider>
      <TechpodLayout>{children}</TechpodLayout>
    </ModalProvider>
  ),
});
