import { siteHomePageTests } from '@corp/shared/testing-e2e';

siteHomePageTests({
  site: 'idp',
  heading: 'Цифровая индустриальная платформа',
  returnHomeLink: /Вернуться на главную/,
});
