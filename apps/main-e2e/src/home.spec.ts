import { siteHomePageTests } from '@corp/shared/testing-e2e';

siteHomePageTests({
  site: 'main',
  heading: 'Digital solutions that make heavy industry more efficient',
  returnHomeLink: /Return to main page/,
});
