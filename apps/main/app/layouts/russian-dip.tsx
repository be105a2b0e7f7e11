import type { LoaderFunctionArgs } from 'react-router';
import { Outlet, useLoaderData } from 'react-router';
import {
  RussianDipLayout,
  createLayoutClientLoader,
  layoutShouldRevalidate,
  loadLayoutData,
} from '@corp/shared/layout';
import { footerForm } from './footer-form';

/** The header's and footer's lists, once per page load (see `layoutShouldRevalidate`). */
export const loader = ({ context, request }: LoaderFunctionArgs) =>
  loadLayoutData(context, request, { apiLocale: 'ru' });
export const clientLoader = createLayoutClientLoader({ apiLocale: 'ru' });
export const shouldRevalidate = layoutShouldRevalidate;

/** Spec §2.7 Russian-DIP layout: the digital industrial platform page, whose calls ask in ru (§2.5). */
export default function Layout() {
  return (
    <RussianDipLayout data={useLoaderData<typeof loader>()} footerForm={footerForm}>
      <Outlet />
    </RussianDipLayout>
  );
}
