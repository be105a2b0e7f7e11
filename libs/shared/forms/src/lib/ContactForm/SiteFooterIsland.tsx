import { Island } from '@corp/shared/document';
import { Footer, useLayoutTexts } from '@corp/shared/layout';
import type { FooterIslandProps } from '@corp/shared/layout/main-islands';
import { useOptionalModal } from '@corp/shared/modals';
import { useIslandFormPage } from '../form-page/useFormPage';
import { FooterFormPart } from './FooterFormPart';

/**
 * `SiteLayout`'s `footerIsland`: the footer of a main-site layout's island page, server HTML with
 * its form as a part (`FooterFormPart`).
 */
export function SiteFooterIsland({ data, hideForm, linkLocale }: FooterIslandProps) {
  const t = useLayoutTexts();
  const formPage = useIslandFormPage();
  const newsletter = useOptionalModal() !== null;
  return (
    <Footer
      data={data}
      hideForm={hideForm}
      newsletter={newsletter}
      formSlot={
        <Island
          name="FooterFormPart"
          part={FooterFormPart}
          props={{
            formPage,
            label: t('footer.formSlot'),
            loadingLabel: t('footer.formLoading'),
            linkLocale,
          }}
        />
      }
    />
  );
}
