import { Outlet } from 'react-router';
import { ModalProvider } from '@corp/shared/modals';
import { TechpodLayout } from '@corp/techpod/feature-layout';

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
