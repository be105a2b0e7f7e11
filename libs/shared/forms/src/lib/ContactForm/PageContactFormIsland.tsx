import { Island } from '@corp/shared/document';
import { useIslandFormPage } from '../form-page/useFormPage';
import { PageContactFormPart } from './PageContactFormPart.island';
import type { PageContactFormPartProps } from './PageContactFormPart.island';

export type PageContactFormIslandProps = Omit<PageContactFormPartProps, 'formPage'>;

/**
 * The contacts page's own form in its place, mounted late (spec §4, §5 `footer-contacts-captcha`):
 * an island on an island page (ADR 0032), its page resolved here, on the server.
 */
export function PageContactFormIsland({ label, loadingLabel }: PageContactFormIslandProps) {
  const formPage = useIslandFormPage();
  return (
    <Island
      name="PageContactFormPart"
      part={PageContactFormPart}
      props={{ formPage, label, loadingLabel }}
    />
  );
}
