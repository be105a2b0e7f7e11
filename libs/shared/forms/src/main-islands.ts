// The main site's footer form and the contacts page's form, on the island pages of its layouts (ADR 0032; main and
// idp hosts). Apart from `./islands`: the other sites' island pages do not load the form's code.
import { FooterFormPart } from './lib/ContactForm/FooterFormPart';
import { PageContactFormPart } from './lib/ContactForm/PageContactFormPart';

export const footerIslands = {
  'footer-form': FooterFormPart,
  'page-contact-form': PageContactFormPart,
} as const;
