import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ContactForm } from './ContactForm';
import {
  API_BASE,
  asiaRulesHandle,
  idpRulesHandle,
  selectPlaceholder,
  renderOnPage,
  startFormApi,
  useFakeClock,
} from '../testing/contact-form.test-support';
import type { PageOptions } from '../testing/contact-form.test-support';
import { formRulesHandle } from '../form-page/form-rules';

const { server, sent } = startFormApi();

let scrollTo: jest.SpyInstance;
let warn: jest.SpyInstance;
let expectedApiWarnings = 0;

beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  // Only the tests that make the API fail may see it fail.
  const apiWarnings = warn.mock.calls.filter(([text]) => String(text).startsWith('[api]'));
  expect(apiWarnings.length <= expectedApiWarnings).toBe(true);
  expectedApiWarnings = 0;
  scrollTo.mockRestore();
  warn.mockRestore();
  document.cookie = 'formInfo=; path=/; max-age=0';
  jest.useRealTimers();
});

const renderForm = (options?: PageOptions) => renderOnPage(<ContactForm />, options);

/** The industry select shows its default once the API's list is there. */
async function industriesLoaded(name = 'Industry') {
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name })).not.toHaveTextContent(selectPlaceholder()),
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(screen.getByRole('option', { name: option }));
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Anna');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Virtanen');
  await user.type(screen.getByRole('textbox', { name: 'Position' }), 'Chief engineer');
  await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Nordic Metals');
  await choose(user, 'Country', 'Finland');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'anna@nordic.example');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '401234567');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

describe('ContactForm', () => {
  it('shows every field with its label and required marker', async () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Send a request' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send a request' })).toBeInTheDocument();
    for (const name of ['First name', 'Last name', 'Position', 'Company', 'E-mail', 'Phone']) {
      const field = screen.getByRole('textbox', { name });
      expect(field).toBeRequired();
      expect(field.closest('div')?.parentElement).toHaveTextContent('*');
    }
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Select');
    expect(screen.getByRole('textbox', { name: 'Comment' })).not.toBeRequired();
    const policy = screen.getByRole('checkbox', { name: /I agree to the processing/ });
    expect(policy).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/download/Privacy_Policy.pdf',
    );
    expect(screen.getByText('* Required fields')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await industriesLoaded();
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveTextContent(
      'Mechanical engineering and metalworking',
    );
  });

  it('tells what is wrong when a field is left, in English', async () => {
    const user = userEvent.setup();
    renderForm();
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await user.click(firstName);
    await user.tab();
    expect(firstName).toHaveAccessibleDescription('required');
    expect(firstName).toBeInvalid();

    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'anna@');
    await user.tab();
    expect(email).toHaveAccessibleDescription('wrong e-mail');
    await user.type(email, 'nordic.example');
    expect(email).not.toHaveAccessibleDescription();

    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.click(phone);
    await user.tab();
    // Issue 42: the phone's own message, not the selects' "specify a value".
    expect(phone).toHaveAccessibleDescription('enter a phone number');
    await user.type(phone, '40123');
    expect(phone).toHaveAccessibleDescription('wrong phone number');
    await user.type(phone, '4567');
    expect(phone).not.toHaveAccessibleDescription();

    const country = screen.getByRole('combobox', { name: 'Country' });
    await user.click(country);
    await user.keyboard('{Escape}');
    await user.tab();
    expect(country).toHaveAccessibleDescription('choose a country');

    // Other fields the visitor has not been to stay quiet.
    expect(screen.getByRole('textbox', { name: 'Company' })).not.toHaveAccessibleDescription();
  });

  it('tells what is wrong in the page language (ru)', async () => {
    const user = userEvent.setup();
    renderForm({ locale: 'ru' });
    expect(screen.getByRole('heading', { name: 'Оставить заявку' })).toBeInTheDocument();
    const lastName = screen.getByRole('textbox', { name: 'Фамилия' });
    await user.click(lastName);
    await user.tab();
    expect(lastName).toHaveAccessibleDescription('обязательно');
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(email).toHaveAccessibleDescription('неверный e-mail');
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    await user.type(phone, '916');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('неверный номер телефона');
    expect(screen.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute(
      'href',
      '/download/Privacy_Policy_Rus.pdf',
    );
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
  });

  it.each([
    ['an en page', { locale: 'en' }, 'Country code: Finland, +358'],
    ['a ru page', { locale: 'ru' }, 'Код страны: Россия, +7'],
    [
      'the Asia ru page',
      { locale: 'ru', routeId: 'asia___ru', path: '/ru/asia/', handle: asiaRulesHandle },
      'Код страны: Казахстан, +7',
    ],
  ] as const)('starts the phone with the country of %s', (_name, options, button) => {
    renderForm(options as PageOptions);
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Phone|Телефон/ })).toHaveValue('');
  });

  it('starts the phone with the stored country code', async () => {
    document.cookie = `formInfo=${encodeURIComponent(JSON.stringify({ countryCode: 'DE' }))}; path=/`;
    renderForm();
    expect(
      await screen.findByRole('button', { name: 'Country code: Germany, +49' }),
    ).toBeInTheDocument();
  });

  it('sends the contact request the API expects, with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    renderForm();
    await industriesLoaded();
    await fillValidForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Call me after 10:00');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeEnabled();
    await user.click(send);
    await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      type: 'contact',
      page: '/contacts/',
      product: '',
      locale: 'en',
      firstName: 'Anna',
      lastName: 'Virtanen',
      position: 'Chief engineer',
      company: 'Nordic Metals',
      industry: '1',
      country: 'Finland',
      countryCode: 'FI',
      email: 'anna@nordic.example',
      phone: '+358401234567',
      comment: 'Call me after 10:00',
      policyAgreement: true,
      // The honeypot: a person leaves it empty.
      website: '',
    });
    expect(sent[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('after success: resets the form but the country, opens the success modal for 5 s, keeps the details for the next form', async () => {
    useFakeClock();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm({
      locale: 'en',
      routeId: 'industries-code___en',
      path: '/industries/:code/',
      url: '/industries/upstream/',
      // As the main site's industry page declares it (`industryFormRules('upstream')`).
      handle: formRulesHandle({ industry: { position: 1 } }),
    });
    await industriesLoaded();
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveTextContent('Oil and gas');
    await fillValidForm(user);
    await choose(user, 'Industry', 'Mining');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const dialog = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(dialog).toHaveTextContent(
      'We have received your application. Our experts will contact you shortly.',
    );
    expect(screen.getByRole('textbox', { name: 'First name', hidden: true })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'E-mail', hidden: true })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /I agree/, hidden: true })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Country', hidden: true })).toHaveTextContent(
      'Finland',
    );
    // The industry goes back to the page's default.
    expect(screen.getByRole('combobox', { name: 'Industry', hidden: true })).toHaveTextContent(
      'Oil and gas',
    );
    expect(screen.getByRole('textbox', { name: 'Phone', hidden: true })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send', hidden: true })).toBeDisabled();
    expect(sent[0]?.body['page']).toBe('/industries/upstream/');
    expect(sent[0]?.body['industry']).toBe('4');

    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(decodeURIComponent(document.cookie)).toContain('"firstName":"Anna"');
  });

  it('pre-fills the next form from the stored details, and says so after 8 s for 5 s', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await industriesLoaded();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog', { name: 'Thank you!' });
    first.unmount();

    useFakeClock();
    renderForm({ locale: 'ru' });
    const firstName = await screen.findByRole('textbox', { name: 'Имя' });
    await waitFor(() => expect(firstName).toHaveValue('Anna'));
    expect(screen.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Virtanen');
    expect(screen.getByRole('textbox', { name: 'Должность' })).toHaveValue('Chief engineer');
    expect(screen.getByRole('textbox', { name: 'Компания' })).toHaveValue('Nordic Metals');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('anna@nordic.example');
    expect(screen.getByRole('combobox', { name: 'Страна' })).toHaveTextContent('Финляндия');
    expect(screen.getByRole('button', { name: 'Код страны: Финляндия, +358' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+358 40 1234567');
    // The policy must be agreed to again.
    expect(screen.getByRole('checkbox', { name: /согласие/ })).not.toBeChecked();

    const banner = 'Мы заполнили форму данными, которые вы вводили в прошлый раз.';
    act(() => jest.advanceTimersByTime(7900));
    expect(screen.queryByText(banner)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText(banner)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText(banner)).not.toBeInTheDocument();
  });

  it('keeps what was typed when sending fails, logs a warning, and retries with the same key', async () => {
    server.use(
      http.post(`${API_BASE}/feedback/`, () =>
        HttpResponse.json(
          { code: 'internal', message: 'Database unavailable', requestId: 'r1' },
          { status: 500 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { store } = renderForm();
    await industriesLoaded();
    await fillValidForm(user);
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(send).toBeEnabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+358 40 1234567');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(warn).toHaveBeenCalledWith('[contact-form] the request was not sent:', {
      statusCode: 500,
      message: 'Database unavailable',
    });
    // The page's error notification (data-access-api) tells the visitor, in the page's language
    // (a lead's failure never shows the server's own message).
    expect(store.getState().notifications.items).toEqual([
      expect.objectContaining({
        title: 'Error!',
        text: 'The request was not sent. Please try again.',
      }),
    ]);
    expect(document.cookie).not.toContain('formInfo');

    // The same data again: the same key, so the API answers a stored request only once.
    await user.click(send);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);

    // Changed data: a new key.
    await waitFor(() => expect(send).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: 'Company' }), ' Oy');
    server.resetHandlers();
    await user.click(send);
    await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(sent[2]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it("shows the API's field messages under their fields and focuses the first", async () => {
    server.use(
      http.post(`${API_BASE}/feedback/`, () =>
        HttpResponse.json(
          {
            code: 'validation_failed',
            message: 'Invalid request',
            requestId: 'r2',
            fields: { email: 'wrong-email', company: 'too-long', unexpected: 'unknown-field' },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderForm({ locale: 'ru' });
    await industriesLoaded('Отрасль');
    await user.type(screen.getByRole('textbox', { name: 'Имя' }), 'Анна');
    await user.type(screen.getByRole('textbox', { name: 'Фамилия' }), 'Петрова');
    await user.type(screen.getByRole('textbox', { name: 'Должность' }), 'Инженер');
    await user.type(screen.getByRole('textbox', { name: 'Компания' }), 'Уралмаш');
    await choose(user, 'Страна', 'Россия');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'anna@uralmash.example');
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '9161234567');
    await user.click(screen.getByRole('checkbox', { name: /согласие/ }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    const company = screen.getByRole('textbox', { name: 'Компания' });
    await waitFor(() => expect(company).toHaveAccessibleDescription('слишком длинное значение'));
    expect(company).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'неверный e-mail',
    );
    expect(company).toHaveValue('Уралмаш');
    expect(sent[0]?.body).toMatchObject({
      locale: 'ru',
      page: '/ru/contacts/',
      country: 'Россия',
      countryCode: 'RU',
      phone: '+79161234567',
    });
  });

  it('shows the sending label while the request is on its way (idp: Отправляем...)', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post(`${API_BASE}/feedback/`, async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ success: true, data: { id: 'lead-1' } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderForm({ locale: 'ru', routeId: 'idp___ru', path: '/ru/idp/', handle: idpRulesHandle });
    await industriesLoaded('Отрасль');
    // The ru digital industrial platform page chooses oil and gas.
    expect(screen.getByRole('combobox', { name: 'Отрасль' })).toHaveTextContent('Нефть и газ');
    await user.type(screen.getByRole('textbox', { name: 'Имя' }), 'Анна');
    await user.type(screen.getByRole('textbox', { name: 'Фамилия' }), 'Петрова');
    await user.type(screen.getByRole('textbox', { name: 'Должность' }), 'Инженер');
    await user.type(screen.getByRole('textbox', { name: 'Компания' }), 'Уралмаш');
    await choose(user, 'Страна', 'Россия');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'anna@uralmash.example');
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '9161234567');
    await user.click(screen.getByRole('checkbox', { name: /согласие/ }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    const sending = await screen.findByRole('button', { name: 'Отправляем...' });
    expect(sending).toBeDisabled();
    expect(sending).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ page: '/idp/', industry: '2' });
    act(() => answer());
    await screen.findByRole('dialog', { name: 'Спасибо!' });
  });

  it('sends the industry’s id from a kz page (the API names it in Russian for marketing)', async () => {
    const user = userEvent.setup();
    renderForm({
      locale: 'kz',
      routeId: 'asia___kz',
      path: '/kz/asia/',
      site: 'asia',
      handle: asiaRulesHandle,
    });
    await industriesLoaded('Сала');
    await choose(user, 'Сала', 'Мұнай және газ');
    await user.type(screen.getByRole('textbox', { name: 'Аты' }), 'Айгерим');
    await user.type(screen.getByRole('textbox', { name: 'Тегі' }), 'Ахметова');
    await user.type(screen.getByRole('textbox', { name: 'Лауазымы' }), 'Инженер');
    await user.type(screen.getByRole('textbox', { name: 'Компания' }), 'KazMunai');
    await choose(user, 'Ел', 'Қазақстан');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'a@kazmunai.example');
    await user.click(screen.getByRole('button', { name: /\+7/ }));
    await user.click(await screen.findByRole('option', { name: /Қазақстан/ }));
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '7011234567');
    await user.click(screen.getByRole('checkbox', { name: /келісемін/ }));
    await user.click(screen.getByRole('button', { name: 'Жіберу' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      locale: 'kz',
      page: '/asia',
      industry: '2',
      countryCode: 'KZ',
    });
    expect(sent[0]?.body).not.toHaveProperty('customData');
  });

  it('offers the fixed industry list when the API cannot give one', async () => {
    server.use(http.get(`${API_BASE}/industry/`, () => HttpResponse.error()));
    expectedApiWarnings = 1;
    renderForm();
    await industriesLoaded();
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveTextContent(
      'Mechanical engineering and metalworking',
    );
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Industry' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(6);
  });
});
