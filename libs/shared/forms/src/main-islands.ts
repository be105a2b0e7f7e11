// The main site's footer form, on the island pages of its layouts (ADR 0032; main and idp hosts),
// listed by its `Island` name. Apart from `./islands`: the other sites' island pages do not load
// the form's code (the contacts page's own form is a page's part, `PageContactFormPart.island`).
export { FooterFormPart } from './lib/ContactForm/FooterFormPart';
