import { Island } from '@corp/shared/document';
import type { FooterIslandProps } from '@corp/shared/layout/main-islands';
import { useOptionalModal } from '@corp/shared/modals';
import { formMarketingId } from '../form-page/form-events';
import { useFormPage } from '../form-page/useFormPage';
import { SiteFooterPart } from './SiteFooterPart';

/** `SiteLayout`'s `footerIsland`: the footer island of a main-site layout's island page. */
export function SiteFooterIsland({ data, hideForm, linkLocale }: FooterIslandProps) {
  const page = useFormPage();
  // Resolved here: the browser of an island page has no URL resolver.
  const marketingId = formMarketingId(page);
  const formPage = marketingId === undefined ? page : { ...page, marketingId };
  const newsletter = useOptionalModal() !== null;
  return (
    <Island
      name="site-footer"
      part={SiteFooterPart}
      props={{ data, hideForm, linkLocale, formPage, newsletter }}
    />
  );
}
