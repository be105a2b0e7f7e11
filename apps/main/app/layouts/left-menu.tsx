import type { LoaderFunctionArgs } from 'react-router';
import { Outlet, useLoaderData } from 'react-router';
import {
  LeftMenuLayout,
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

/** Spec §2.7 left-menu layout (with the side menu): product, industry, academy and sustainability pages. */
export default function Layout() {
  return (
    <LeftMenuLayout data={useLoaderData<typeof loader>()} footerForm={footerForm}>
      <Outlet />
    </LeftMenuLayout>
  );
}
