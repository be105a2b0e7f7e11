import { siteHomePageTests } from '@corp/shared/testing-e2e';

siteHomePageTests({
  site: 'techpod',
  heading: 'Техпод: разговоры о технологиях на производстве',
  returnHomeLink: /Вернуться на главную/,
});
