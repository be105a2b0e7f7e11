import { FooterFormPart } from './FooterFormPart';
import type { FooterFormPartProps } from './FooterFormPart';

export type PageContactFormPartProps = Omit<FooterFormPartProps, 'form' | 'linkLocale'>;

/** The contacts page's own form as an island (ADR 0032): `FooterFormPart` with that form. */
export function PageContactFormPart(props: PageContactFormPartProps) {
  return <FooterFormPart {...props} form="page" />;
}
