import type { LoaderFunctionArgs } from 'react-router';
import { Outlet, useLoaderData } from 'react-router';
import type { LayoutData } from '@corp/shared/layout';
import {
  createLayoutClientLoader,
  layoutShouldRevalidate,
  loadLayoutData,
  RussianDipLayout,
} from '@corp/shared/layout';
import { footerForm } from '@corp/shared/forms';
import { ModalProvider } from '@corp/shared/modals';

/**
 * Spec §2.7 Russian-DIP layout of the idp host: its lists asked in ru (§2.5), the page in
 * Russian at the host's root, the footer form, inside the page's one modal state (spec §2.9).
 */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<LayoutData> {
  const data = await loadLayoutData(context, request, { apiLocale: 'ru' });
  return { ...data, locale: 'ru' };
}

export const clientLoader = createLayoutClientLoader({ apiLocale: 'ru' });
export const shouldRevalidate = layoutShouldRevalidate;

export default function Layout() {
  return (
    <ModalProvider>
      <RussianDipLayout data={useLoaderData<LayoutData>()} footerForm={footerForm}>
        <Outlet />
      </RussianDipLayout>
    </ModalProvider>
  );
}
