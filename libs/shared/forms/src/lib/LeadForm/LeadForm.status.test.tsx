import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@corp/shared/i18n';
import { leadIndustryHandle } from '@corp/shared/layout';
import { loadPhoneCheck } from '@corp/shared/ui';
import {
  renderOnPage,
  selectPlaceholder,
  startFormApi,
} from '../testing/contact-form.test-support';
import { LeadForm } from './LeadForm';

// Issue 42, point 9: a form that will not send says why, in the page's language; the phone's
// country follows the country the visitor chose.

const { sent } = startFormApi();

let scrollTo: jest.SpyInstance;
beforeAll(async () => {
  await loadPhoneCheck();
});
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  scrollTo.mockRestore();
  document.cookie = 'formInfo=; path=/; max-age=0';
});

async function renderForm(locale: Locale = 'en') {
  renderOnPage(<LeadForm />, { locale });
  await waitFor(() =>
    expect(screen.getAllByRole('combobox')[0]).not.toHaveTextContent(selectPlaceholder()),
  );
}

const texts = {
  en: {
    send: 'Send',
    firstName: 'First name',
    lastName: 'Last name',
    position: 'Position',
    company: 'Company',
    email: 'E-mail',
    phone: 'Phone',
    country: 'Country',
    countryOption: 'Russia',
    agree: /I agree/,
    empty:
      'To send: fill in First name, Last name, Position, Company, Country, E-mail, Phone; agree to the privacy policy.',
    phoneOnly: 'To send: fill in Phone.',
    wrongPhone: 'To send: correct Phone.',
    phoneMessage: 'enter a phone number',
  },
  ru: {
    send: 'Отправить',
    firstName: 'Имя',
    lastName: 'Фамилия',
    position: 'Должность',
    company: 'Компания',
    email: 'E-mail',
    phone: 'Телефон',
    country: 'Страна',
    countryOption: 'Россия',
    agree: /согласие/,
    empty:
      'Чтобы отправить: заполните поля Имя, Фамилия, Должность, Компания, Страна, E-mail, Телефон; дайте согласие на обработку персональных данных.',
    phoneOnly: 'Чтобы отправить: заполните поля Телефон.',
    wrongPhone: 'Чтобы отправить: исправьте Телефон.',
    phoneMessage: 'введите номер телефона',
  },
  de: {
    send: 'Senden',
    firstName: 'Vorname',
    lastName: 'Nachname',
    position: 'Position',
    company: 'Unternehmen',
    email: 'E-Mail',
    phone: 'Telefon',
    country: 'Land',
    countryOption: 'Russland',
    agree: /Ich stimme/,
    empty:
      'Zum Senden: Vorname, Nachname, Position, Unternehmen, Land, E-Mail, Telefon ausfüllen; der Datenschutzerklärung zustimmen.',
    phoneOnly: 'Zum Senden: Telefon ausfüllen.',
    wrongPhone: 'Zum Senden: Telefon korrigieren.',
    phoneMessage: 'bitte eine Telefonnummer eingeben',
  },
  kz: {
    send: 'Жіберу',
    firstName: 'Аты',
    lastName: 'Тегі',
    position: 'Лауазымы',
    company: 'Компания',
    email: 'E-mail',
    phone: 'Телефон',
    country: 'Ел',
    countryOption: 'Ресей',
    agree: /келісемін/,
    empty:
      'Жіберу үшін: Аты, Тегі, Лауазымы, Компания, Ел, E-mail, Телефон өрістерін толтырыңыз; дербес деректерді өңдеуге келісім беріңіз.',
    phoneOnly: 'Жіберу үшін: Телефон өрістерін толтырыңыз.',
    wrongPhone: 'Жіберу үшін: Телефон түзетіңіз.',
    phoneMessage: 'телефон нөмірін енгізіңіз',
  },
} as const;

describe('LeadForm: why it will not send', () => {
  it.each(['en', 'ru', 'de', 'kz'] as const)(
    '%s: the disabled button says what is missing, then what is wrong, until it can send',
    async (locale) => {
      const t = texts[locale];
      const user = userEvent.setup();
      await renderForm(locale);
      const send = screen.getByRole('button', { name: t.send });
      expect(send).toBeDisabled();
      await waitFor(() => expect(send).toHaveAccessibleDescription(t.empty));
      expect(screen.getByText(t.empty)).toBeVisible();

      await user.type(screen.getByRole('textbox', { name: t.firstName }), 'Anna');
      await user.type(screen.getByRole('textbox', { name: t.lastName }), 'Virtanen');
      await user.type(screen.getByRole('textbox', { name: t.position }), 'CTO');
      await user.type(screen.getByRole('textbox', { name: t.company }), 'Nordic Metals');
      await user.click(screen.getByRole('combobox', { name: t.country }));
      await user.click(screen.getByRole('option', { name: t.countryOption }));
      await user.type(screen.getByRole('textbox', { name: t.email }), 'anna@nordic.example');
      await user.click(screen.getByRole('checkbox', { name: t.agree }));
      await waitFor(() => expect(send).toHaveAccessibleDescription(t.phoneOnly));

      const phone = screen.getByRole('textbox', { name: t.phone });
      await user.type(phone, '912');
      await waitFor(() => expect(send).toHaveAccessibleDescription(t.wrongPhone));
      await user.type(phone, '3456789');
      await waitFor(() => expect(send).toBeEnabled());
      expect(send).not.toHaveAccessibleDescription();
      expect(screen.queryByText(/^(To send|Чтобы отправить|Zum Senden|Жіберу үшін):/)).toBeNull();
    },
  );

  it.each(['en', 'ru', 'de', 'kz'] as const)(
    '%s: the phone left empty says to enter a phone number',
    async (locale) => {
      const t = texts[locale];
      const user = userEvent.setup();
      await renderForm(locale);
      const phone = screen.getByRole('textbox', { name: t.phone });
      await user.click(phone);
      await user.tab();
      expect(phone).toHaveAccessibleDescription(t.phoneMessage);
    },
  );

  it('Enter in a field of a form that cannot send shows every message and goes to the first', async () => {
    const user = userEvent.setup();
    await renderForm('en');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Anna{Enter}');
    const lastName = screen.getByRole('textbox', { name: 'Last name' });
    await waitFor(() => expect(lastName).toHaveFocus());
    expect(lastName).toHaveAccessibleDescription('required');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'enter a phone number',
    );
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'agree to the privacy policy to send',
    );
    expect(sent).toHaveLength(0);
  });
});

describe('LeadForm: the phone follows the chosen country', () => {
  it('an empty phone takes the country the visitor chose, and the number typed is of it', async () => {
    const user = userEvent.setup();
    await renderForm('en');
    expect(screen.getByRole('button', { name: 'Country code: Finland, +358' })).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(screen.getByRole('option', { name: 'Russia' }));
    expect(screen.getByRole('button', { name: 'Country code: Russia, +7' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '9123456789');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+7 912 345 67 89');
  });

  it('a number already typed keeps its own country when another country is chosen', async () => {
    const user = userEvent.setup();
    await renderForm('en');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+358401234567');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(screen.getByRole('option', { name: 'Russia' }));
    expect(screen.getByRole('button', { name: 'Country code: Finland, +358' })).toBeVisible();
  });
});

describe('LeadForm: the industry of what the page is about', () => {
  const productPage = (industries: number[]) => ({
    routeId: 'product-code___en',
    path: '/product/:code/',
    url: '/product/openmine/',
    handle: leadIndustryHandle<() => { product: { industries: number[] } }>(
      ({ product }) => product.industries[0],
    ),
    loaderData: { product: { industries } },
  });

  it.each([
    ['a mining product', [4], 'Mining'],
    ['an oil-and-gas product', [2, 4], 'Oil and gas'],
    ['a product without an industry of the list', [99], 'Mechanical engineering and metalworking'],
  ])('%s: the industry starts as %s', async (_name, industries, shown) => {
    renderOnPage(<LeadForm />, productPage(industries));
    const industry = await screen.findByRole('combobox', { name: 'Industry' });
    await waitFor(() => expect(industry).not.toHaveTextContent(selectPlaceholder()));
    expect(industry).toHaveTextContent(shown);
  });
});
