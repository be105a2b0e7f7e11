import { siteHomePageTests } from '@corp/shared/testing-e2e';

siteHomePageTests({
  site: 'machine',
  heading: 'Цифровое производство 2.0',
  returnHomeLink: /Вернуться на главную/,
});
