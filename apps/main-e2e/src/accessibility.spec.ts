import { axePageTests } from '@corp/shared/testing-e2e';

/*
 * Issue 16: axe-core, WCAG 2.2 AA with colour contrast, on the home page as a first visitor sees
 * it, with the cookie alert showing, at 1440 and 375 px. Every page type and the not-found page
 * are checked at both widths on the walk (walk.spec.ts), on the same visit as its other checks.
 */
axePageTests({ paths: [], cookieAlertPath: '/' });
