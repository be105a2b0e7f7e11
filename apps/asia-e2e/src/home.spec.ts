import { siteHomePageTests } from '@corp/shared/testing-e2e';

siteHomePageTests({
  site: 'asia',
  heading: 'Цифровые решения для промышленности Казахстана',
  returnHomeLink: /Вернуться на главную/,
});
