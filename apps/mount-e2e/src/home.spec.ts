import { siteHomePageTests } from '@corp/shared/testing-e2e';

siteHomePageTests({
  site: 'mount',
  heading: 'Цифровой горный практикум',
  returnHomeLink: /Вернуться на главную/,
});
