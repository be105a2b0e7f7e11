import {
  axePageTests,
  courseLandingTests,
  htmlValidityTest,
  notFoundInLayoutTests,
} from '@corp/shared/testing-e2e';
import { landing } from './origins';

// Issue 15: the mount course landing through the web server (the checks both landings share).
courseLandingTests(landing);

// Issue 16: axe on the landing at 1440 and 375 px, colour contrast included (WCAG 2.2 AA),
// the pop-up of spec §4 kept away (it is a dialog of its own, not part of the page).
axePageTests({
  paths: [landing.landingPath],
  beforeGoto: (page) =>
    page.addInitScript(() => window.sessionStorage.setItem('course-popup-seen', '1')),
});

// Spec §2.6: the not-found page inside the site's own layout.
notFoundInLayoutTests({
  site: 'mount',
  url: '/no-such-page-here/',
  title: 'Страница не найдена — Ferrum Digital',
  heading: 'Страница не найдена',
  home: { name: 'Вернуться на главную', href: '/praktikum/' },
  chrome: true,
});

// Issue 16: valid HTML (Nu HTML Checker) on the landing and the not-found page.
htmlValidityTest('mount', [landing.landingPath, '/no-such-page-here/'], landing.loopbackOrigin);
