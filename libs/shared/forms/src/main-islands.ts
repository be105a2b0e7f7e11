// The main site's footer form, on the island pages of its layouts (ADR 0032; main and
// idp hosts). Apart from `./islands`: the other sites' island pages do not load the form's code.
import { FooterFormPart } from './lib/ContactForm/FooterFormPart';

export const footerIslands = {
  'footer-form': FooterFormPart,
} as const;
