import { reportFormSent } from './form-events';
import type { FormPage } from './form-page';

afterEach(() => {
  document.cookie = 'cookiePermission=; path=/; max-age=0';
  document.cookie = 'cookieList=; path=/; max-age=0';
  delete window.corpMarketing;
});

const page: FormPage = {
  site: 'asia',
  name: 'index',
  params: {},
  locale: 'ru',
  pathname: '/ru/',
};

it('names the page by the marketing id resolved with it (an island page: no URL resolver in the browser)', () => {
  document.cookie = 'cookiePermission=Y; path=/';
  document.cookie = `cookieList=${encodeURIComponent('required,marketing')}; path=/`;
  reportFormSent({ ...page, marketingId: 'asia.main' }, 'request');
  expect(window.corpMarketing).toEqual([['form', { type: 'request', page: 'asia.main' }]]);
});

it('sends nothing without marketing consent', () => {
  reportFormSent({ ...page, marketingId: 'asia.main' }, 'request');
  expect(window.corpMarketing ?? []).toEqual([]);
});
