import { siteHomePageTests } from '@corp/shared/testing-e2e';

siteHomePageTests({
  site: 'main',
  heading: 'Digital technologies for heavy industry',
  returnHomeLink: /Return to main page/,
});
