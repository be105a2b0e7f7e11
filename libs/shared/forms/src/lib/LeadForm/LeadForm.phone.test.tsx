import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPhoneCheck } from '@corp/shared/ui';
import {
  renderOnPage,
  selectPlaceholder,
  startFormApi,
} from '../testing/contact-form.test-support';
import { LeadForm } from './LeadForm';

// Issue 42, point 1: the number a visitor types, pastes or autofills over the one the form held
// (the last form's, from the formInfo cookie) is the number sent, with its own country.

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

/** The details the last form stored (spec §3 "Stored form info"). */
function storeDetails(phone: string, countryCode: string) {
  const info = {
    firstName: 'Anna',
    lastName: 'Virtanen',
    position: 'Chief engineer',
    company: 'Nordic Metals',
    email: 'anna@nordic.example',
    phone,
    country: 'FI',
    countryCode,
  };
  document.cookie = `formInfo=${encodeURIComponent(JSON.stringify(info))}; path=/`;
}

async function renderPrefilled(phone: string, countryCode: string) {
  storeDetails(phone, countryCode);
  renderOnPage(<LeadForm />);
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Industry' })).not.toHaveTextContent(
      selectPlaceholder(),
    ),
  );
  const input = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
  await waitFor(() => expect(input.value.replace(/[^\d+]/g, '')).toBe(phone));
  return input;
}

async function send(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  const button = screen.getByRole('button', { name: 'Send' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  await screen.findByRole('dialog', { name: 'Thank you!' });
  expect(sent).toHaveLength(1);
  return sent[0]?.body;
}

describe('LeadForm: the phone sent is the one the visitor gave', () => {
  it.each([
    ['+358401234567', 'FI', '+7 912 345-67-89', '+79123456789', 'RU'],
    ['+79123456789', 'RU', '+49 30 1234567', '+49301234567', 'DE'],
    ['+79123456789', 'RU', '+7 701 123 45 67', '+77011234567', 'KZ'],
  ])(
    'stored %s (%s), select all and type %s: sends %s of %s',
    async (stored, storedCountry, typed, phone, countryCode) => {
      const user = userEvent.setup();
      const input = await renderPrefilled(stored, storedCountry);
      await user.type(input, typed, {
        initialSelectionStart: 0,
        initialSelectionEnd: input.value.length,
      });
      expect(await send(user)).toMatchObject({ phone, countryCode });
    },
  );

  it('a pasted number over the stored one is sent with its own country', async () => {
    const user = userEvent.setup();
    const input = await renderPrefilled('+358401234567', 'FI');
    await user.click(input);
    input.setSelectionRange(0, input.value.length);
    await user.paste('+7 (701) 123-45-67');
    expect(await send(user)).toMatchObject({ phone: '+77011234567', countryCode: 'KZ' });
  });

  it('an autofilled number replaces the stored one', async () => {
    const user = userEvent.setup();
    const input = await renderPrefilled('+358401234567', 'FI');
    fireEvent.input(input, { target: { value: '+7 (912) 345-67-89' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Country code: Russia, +7' })).toBeVisible(),
    );
    expect(await send(user)).toMatchObject({ phone: '+79123456789', countryCode: 'RU' });
  });

  it('a + typed after the stored Finnish number starts the new number, never +358 79…', async () => {
    const user = userEvent.setup();
    const input = await renderPrefilled('+358401234567', 'FI');
    await user.click(input);
    await user.keyboard('{End}+7 912 345 67 89');
    expect(await send(user)).toMatchObject({ phone: '+79123456789', countryCode: 'RU' });
  });
});
