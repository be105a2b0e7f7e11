import { axePageTests } from '@corp/shared/testing-e2e';
import { pagesOfEachType } from './site-pages';

/*
 * Issue 16: axe-core on every page type of the main site and on the not-found page, at 1440 and
 * 375 px, colour contrast included — no violation of WCAG 2.2 AA; and on the home page as a first
 * visitor sees it, with the cookie alert showing.
 */
axePageTests({
  paths: [...pagesOfEachType, '/no-such-page-here/', '/ru/no-such-page-here/'],
  cookieAlertPath: '/',
  // The product pages' brochure offer opens by itself once per session: it is a dialog of its
  // own (leads.spec.ts checks the dialogs), not part of the page.
  beforeGoto: (page) =>
    page.addInitScript(() => sessionStorage.setItem('popup-brochure-seen', '1')),
});
