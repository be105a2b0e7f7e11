// The main site's footer with its form, on the island pages of its layouts (ADR 0032; main and
// idp hosts). Apart from `./islands`: the other sites' island pages do not load the footer.
import { SiteFooterPart } from './lib/ContactForm/SiteFooterPart';

export const footerIslands = {
  'site-footer': SiteFooterPart,
} as const;
