import type { LoaderFunctionArgs } from 'react-router';
import { Outlet, useLoaderData } from 'react-router';
import {
  DefaultLayout,
  createLayoutClientLoader,
  layoutShouldRevalidate,
  loadLayoutData,
} from '@corp/shared/layout';
import { footerForm } from './footer-form';

/** The header's and footer's lists, once per page load (see `layoutShouldRevalidate`). */
export const loader = ({ context, request }: LoaderFunctionArgs) =>
  loadLayoutData(context, request);
export const clientLoader = createLayoutClientLoader();
export const shouldRevalidate = layoutShouldRevalidate;

/** Spec §2.7 default layout: contacts, city pages, feedback, hr and event pages. */
export default function Layout() {
  return (
    <DefaultLayout data={useLoaderData<typeof loader>()} footerForm={footerForm}>
      <Outlet />
    </DefaultLayout>
  );
}
