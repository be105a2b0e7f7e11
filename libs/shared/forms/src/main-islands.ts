// The main site's footer form and the contacts page's form, on the island pages of its layouts (ADR 0032; main and
// idp hosts). Apart from `./islands`: the other sites' island pages do not load the form's code.
import { FooterFormPart } from './lib/ContactForm/FooterFormPart';
import { lazyPart } from '@corp/shared/document/islands';

export const footerIslands = {
  'footer-form': FooterFormPart,
  'page-contact-form': lazyPart(() =>
    import('./lib/ContactForm/PageContactFormPart').then((module) => module.PageContactFormPart),
  ),
} as const;
