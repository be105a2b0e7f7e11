import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { I18nProvider } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isValidPhone } from './isValidPhone';
import { PhoneInput, flagSrc, isValidPhoneAsync, loadPhoneCheck } from './PhoneInput';

const renderIn = (ui: ReactNode, locale: Locale = 'en') =>
  render(<I18nProvider locale={locale}>{ui}</I18nProvider>);

describe('isValidPhone', () => {
  it.each([
    ['+79161234567', 'ru'],
    ['+358401234567', 'fi'],
    ['+77011234567', 'kz'],
    ['+77172123456', 'KZ'],
    ['8 916 123-45-67', 'ru'],
    ['040 123 4567', 'FI'],
  ])('accepts %s for %s', (phone, country) => {
    expect(isValidPhone(phone, country)).toBe(true);
  });

  it.each([
    ['', 'ru'],
    ['+7', 'ru'],
    ['+7916123', 'ru'],
    ['+79161234567890', 'ru'],
    ['+358123', 'fi'],
    ['+70001234567', 'ru'],
    // A valid Finnish number is not a number for Russia.
    ['+358401234567', 'ru'],
  ])('rejects %p for %s', (phone, country) => {
    expect(isValidPhone(phone, country)).toBe(false);
  });

  it('validates an international number without a country', () => {
    expect(isValidPhone('+358401234567')).toBe(true);
    expect(isValidPhone(undefined)).toBe(false);
  });

  it('is loaded on demand, as the same check', async () => {
    expect(await loadPhoneCheck()).toBe(isValidPhone);
    await expect(isValidPhoneAsync('+358401234567', 'fi')).resolves.toBe(true);
    await expect(isValidPhoneAsync('+358401234567', 'ru')).resolves.toBe(false);
    await expect(isValidPhoneAsync('', 'ru')).resolves.toBe(false);
  });
});

describe('flagSrc', () => {
  it('points at our own files and falls back to the local placeholder', () => {
    expect(flagSrc('RU')).toBe('/flags/ru.svg');
    expect(flagSrc('kz')).toBe('/flags/kz.svg');
    expect(flagSrc('bz')).toBe('/flags/unknown.svg');
  });
});

describe('PhoneInput', () => {
  it('is a labelled phone field with the default country dial code and flag', () => {
    renderIn(<PhoneInput label="Phone" required defaultCountry="fi" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    // Empty: the calling code is beside the flag, not text the visitor would have to type over.
    expect(input).toHaveValue('');
    expect(input).toBeRequired();
    const button = screen.getByRole('button', { name: 'Country code: Finland, +358' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('+358');
    expect(within(button).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      '/flags/fi.svg',
    );
  });

  it('never loads an image from another host, the whole country list included', async () => {
    const user = userEvent.setup();
    const { container } = renderIn(<PhoneInput label="Phone" defaultCountry="ru" />);
    await user.click(screen.getByRole('button', { name: /Country code/ }));
    const images = [...container.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(200);
    for (const image of images) {
      expect(image.getAttribute('src')).toMatch(/^\/flags\/[a-z]+\.svg$/);
    }
    expect(container.querySelector('img[data-country="bz"]')).toHaveAttribute(
      'src',
      '/flags/unknown.svg',
    );
  });

  it.each([
    ['ru', '9161234567', '+79161234567', '916 123-45-67', '+7 916 123 45 67'],
    ['fi', '0401234567', '+358401234567', '040 1234567', '+358 40 1234567'],
    ['kz', '7011234567', '+77011234567', '701 123 4567', '+7 701 123 4567'],
  ])(
    'reports a valid %s number typed as valid, shown as sent once the field is left',
    async (country, typed, e164, shown, international) => {
      const onChange = jest.fn();
      const user = userEvent.setup();
      renderIn(<PhoneInput label="Phone" defaultCountry={country} onChange={onChange} />);
      const input = screen.getByRole('textbox', { name: 'Phone' });
      await user.type(input, typed);
      expect(input).toHaveValue(shown);
      expect(onChange).toHaveBeenLastCalledWith(e164, expect.objectContaining({ country }));
      expect(isValidPhone(e164, country)).toBe(true);
      await user.tab();
      expect(input).toHaveValue(international);
    },
  );

  it('reports an incomplete or impossible number as invalid', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderIn(<PhoneInput label="Phone" defaultCountry="ru" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, '91612');
    expect(onChange).toHaveBeenLastCalledWith(
      '+791612',
      expect.objectContaining({ country: 'ru' }),
    );
    expect(isValidPhone('+791612', 'ru')).toBe(false);
    await user.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await user.type(input, '0001234567');
    expect(input).toHaveValue('0001234567');
    expect(onChange).toHaveBeenLastCalledWith('+70001234567', expect.anything());
    expect(isValidPhone('+70001234567', 'ru')).toBe(false);
  });

  it('emits an empty value when only the calling code is left', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderIn(<PhoneInput label="Phone" defaultCountry="ru" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(onChange).not.toHaveBeenCalled();
    await user.type(input, '9');
    expect(onChange).toHaveBeenLastCalledWith('+79', expect.anything());
    await user.type(input, '{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('', expect.objectContaining({ country: 'ru' }));
    await user.type(input, '+7 9');
    expect(onChange).toHaveBeenLastCalledWith('+79', expect.objectContaining({ country: 'ru' }));
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('+7');
    expect(onChange).toHaveBeenLastCalledWith('', expect.anything());
  });

  it('picks a country with the keyboard from a searchable list in Russian', async () => {
    const onCountryChange = jest.fn();
    const user = userEvent.setup();
    renderIn(
      <PhoneInput label="Телефон" defaultCountry="ru" onCountryChange={onCountryChange} />,
      'ru',
    );
    const button = screen.getByRole('button', { name: 'Код страны: Россия, +7' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const search = screen.getByRole('combobox', { name: 'Поиск страны' });
    expect(search).toHaveFocus();
    expect(screen.getByRole('listbox', { name: 'Страны' })).toBeVisible();
    expect(screen.getByRole('option', { name: /Россия/ })).toHaveAttribute('aria-selected', 'true');

    await user.type(search, 'фин');
    const active = document.getElementById(search.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveTextContent('Финляндия+358');
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    await screen.findByRole('button', { name: 'Код страны: Финляндия, +358' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onCountryChange).toHaveBeenCalledWith('fi');
  });

  it('searches by dial code, closes with Escape and returns to the button', async () => {
    const user = userEvent.setup();
    renderIn(<PhoneInput label="Phone" defaultCountry="ru" />);
    const button = screen.getByRole('button', { name: /Country code/ });
    await user.click(button);
    await user.type(screen.getByRole('combobox', { name: 'Search country' }), '+358');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain(
      'Finland+358',
    );
    await user.clear(screen.getByRole('combobox', { name: 'Search country' }));
    await user.type(screen.getByRole('combobox', { name: 'Search country' }), 'ge');
    // Names starting with the text come before names that only contain it.
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Georgia');
    expect(screen.getByRole('option', { name: /Germany/ })).toBeVisible();
    expect(screen.getByRole('option', { name: /Niger\b/ })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('Country code: Russia, +7');

    await user.click(button);
    await user.type(screen.getByRole('combobox', { name: 'Search country' }), 'zzzz');
    expect(screen.getByRole('status')).toHaveTextContent('No country found');
  });

  it.each([
    ['kz', 'Ел коды: Қазақстан, +7'],
    ['de', 'Ländervorwahl: Kasachstan, +7'],
  ] as const)(
    'names countries for %s in the page’s language (issue 42: kz in Kazakh, de in German)',
    (locale, name) => {
      renderIn(<PhoneInput label="Phone" defaultCountry="kz" />, locale);
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    },
  );

  it('guesses the country from a pasted international number', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderIn(<PhoneInput label="Phone" defaultCountry="ru" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(input);
    await user.click(input);
    await user.paste('+358401234567');
    expect(screen.getByRole('button', { name: 'Country code: Finland, +358' })).toBeVisible();
    expect(onChange).toHaveBeenLastCalledWith(
      '+358401234567',
      expect.objectContaining({ country: 'fi' }),
    );
    expect(isValidPhone('+358401234567', 'fi')).toBe(true);
  });

  it('reads a local number typed after tabbing in as one of the country shown', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderIn(
      <>
        <input aria-label="E-mail" />
        <PhoneInput label="Phone" defaultCountry="fi" onChange={onChange} />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.tab();
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveFocus();
    // A person types a frame later at the earliest.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await user.keyboard('401234567');
    expect(onChange).toHaveBeenLastCalledWith('+358401234567', expect.anything());
    await user.tab();
    expect(input).toHaveValue('+358 40 1234567');
  });

  it('keeps the caret among the digits as the number is formatted', async () => {
    const user = userEvent.setup();
    renderIn(<PhoneInput label="Phone" defaultCountry="ru" />);
    const input = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    const digits = (text: string) => text.replace(/\D/g, '');
    const beforeCaret = () => digits(input.value.slice(0, input.selectionStart ?? 0));
    await user.type(input, '+79123456789');
    expect(input).toHaveValue('+7 912 345 67 89');
    // A digit typed in the middle goes where the caret is, and the caret stays after it.
    await user.type(input, '0', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(digits(input.value)).toBe('791203456789');
    expect(beforeCaret()).toBe('79120');
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('+7 912 345 67 89');
    expect(beforeCaret()).toBe('7912');
    // Backspace just after a space removes the digit before it, not only the space.
    input.setSelectionRange(7, 7);
    await user.keyboard('{Backspace}');
    expect(digits(input.value)).toBe('7913456789');
    expect(beforeCaret()).toBe('791');
  });

  it.each([
    ['+79161234567', 'Country code: Russia, +7'],
    ['+77011234567', 'Country code: Kazakhstan, +7'],
  ])('takes a pasted %s over the dial code and shows its country', async (number, button) => {
    const user = userEvent.setup();
    renderIn(<PhoneInput label="Phone" defaultCountry="fi" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.click(input);
    await user.paste(number);
    expect(screen.getByRole('button', { name: button })).toBeVisible();
  });

  it('shows the error linked to the input', () => {
    renderIn(<PhoneInput label="Phone" error="Wrong number" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Wrong number');
  });

  it('validates with react-hook-form: empty, wrong, then a right number', async () => {
    const onSubmit = jest.fn();
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { phone: '' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Controller
            control={control}
            name="phone"
            rules={{
              required: 'Enter a phone',
              validate: async (phone) => (await isValidPhoneAsync(phone)) || 'Wrong number',
            }}
            render={({ field, fieldState }) => (
              <PhoneInput
                label="Phone"
                required
                defaultCountry="kz"
                error={fieldState.error?.message}
                {...field}
              />
            )}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    const user = userEvent.setup();
    renderIn(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a phone')).toBeVisible();
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');

    await user.type(input, '701');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Wrong number')).toBeVisible();

    await user.type(input, '1234567');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ phone: '+77011234567' }, expect.anything());
  });

  it('passes axe with the country list open', async () => {
    const user = userEvent.setup();
    const { container } = renderIn(
      <PhoneInput label="Phone" required error="Wrong number" preferredCountries={['ru', 'kz']} />,
    );
    await user.click(screen.getByRole('button', { name: /Country code/ }));
    await user.keyboard('{ArrowDown}');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
