import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@corp/shared/i18n';
import { useState } from 'react';
import type { PhoneChangeMeta } from './PhoneInput';
import { PhoneInput, loadPhoneCheck } from './PhoneInput';

// Issue 42, point 1: whatever the visitor types, pastes or autofills over what the field holds
// is the number sent, and the flag follows that number.

interface Emitted {
  phone: string;
  meta: PhoneChangeMeta;
}

/** A form around the field: it holds the E.164 value, as react-hook-form does. */
function Holder({
  initial = '',
  country = 'ru',
  emitted,
}: {
  initial?: string;
  country?: string;
  emitted: Emitted[];
}) {
  const [phone, setPhone] = useState(initial);
  return (
    <>
      <PhoneInput
        label="Phone"
        value={phone}
        defaultCountry={country}
        onChange={(next, meta) => {
          emitted.push({ phone: next, meta });
          setPhone(next);
        }}
      />
      <output aria-label="Sent">{phone}</output>
    </>
  );
}

function renderHolder(props: { initial?: string; country?: string } = {}) {
  const emitted: Emitted[] = [];
  render(
    <I18nProvider locale="en">
      <Holder {...props} emitted={emitted} />
    </I18nProvider>,
  );
  return { emitted, input: screen.getByRole('textbox', { name: 'Phone' }) };
}

/** What the form holds (the number a submit would send). */
const sent = () => screen.getByRole('status', { name: 'Sent' }).textContent;
const countryButton = () => screen.getByRole('button', { name: /^Country code/ });

/** The digits the visitor sees, with the plus: the number the field shows. */
const shownNumber = (input: HTMLElement) =>
  (input as HTMLInputElement).value.replace(/[^\d+]/g, '');

beforeAll(async () => {
  // The field loads libphonenumber on demand; the tests start with it there, as a visitor's
  // field has it by the time they type (it loads on focus).
  await loadPhoneCheck();
});

describe('PhoneInput: a number typed over another', () => {
  it.each([
    // [held, typed, shown, sent, country]
    ['+79123456789', '+7 912 345-67-89', '+7 912 345 67 89', '+79123456789', 'Russia, +7'],
    ['+79123456789', '+49 30 1234567', '+49 30 1234567', '+49301234567', 'Germany, +49'],
    ['+358401234567', '+7 912 345-67-89', '+7 912 345 67 89', '+79123456789', 'Russia, +7'],
    ['+77011234567', '+7 (912) 345-67-89', '+7 912 345 67 89', '+79123456789', 'Russia, +7'],
    ['+79123456789', '+7 701 123 45 67', '+7 701 123 4567', '+77011234567', 'Kazakhstan, +7'],
    ['+79123456789', '8 912 345-67-89', '8 (912) 345-67-89', '+79123456789', 'Russia, +7'],
  ])(
    'held %s, select all and type %s: shows %s, sends %s, flag %s',
    async (held, typed, shown, expected, country) => {
      const user = userEvent.setup();
      const { input } = renderHolder({ initial: held, country: 'fi' });
      await waitFor(() => expect(shownNumber(input)).toBe(held));
      const length = (input as HTMLInputElement).value.length;
      await user.type(input, typed, { initialSelectionStart: 0, initialSelectionEnd: length });
      expect(input).toHaveValue(shown);
      expect(sent()).toBe(expected);
      expect(countryButton()).toHaveAccessibleName(`Country code: ${country}`);
    },
  );

  it('an international number typed after the default country is that number', async () => {
    const user = userEvent.setup();
    const { input } = renderHolder({ country: 'fi' });
    await user.click(input);
    await user.keyboard('{End}');
    await user.keyboard('+7 912 345-67-89');
    expect(input).toHaveValue('+7 912 345 67 89');
    expect(sent()).toBe('+79123456789');
    expect(countryButton()).toHaveAccessibleName('Country code: Russia, +7');
  });

  it('a + typed at the end of a number starts a new one, never a longer Finnish one', async () => {
    const user = userEvent.setup();
    const { input } = renderHolder({ initial: '+358401234567', country: 'fi' });
    await waitFor(() => expect(shownNumber(input)).toBe('+358401234567'));
    await user.click(input);
    await user.keyboard('{End}+7 912 345 67 89');
    expect(sent()).toBe('+79123456789');
    expect(shownNumber(input)).toBe('+79123456789');
    expect(countryButton()).toHaveAccessibleName('Country code: Russia, +7');
  });

  it.each([
    // [held, pasted, sent, country]: a number without its calling code is one of the flag shown.
    ['+358401234567', '+7 (701) 123-45-67', '+77011234567', 'Kazakhstan, +7'],
    ['+79123456789', '+49 30 1234567', '+49301234567', 'Germany, +49'],
    ['+77011234567', '8 (912) 345-67-89', '+79123456789', 'Russia, +7'],
    ['+79161234567', '79123456789', '+79123456789', 'Russia, +7'],
    ['+358501234567', '040 123 4567', '+358401234567', 'Finland, +358'],
  ])('held %s, a pasted %s over it is sent as %s', async (held, pasted, expected, country) => {
    const user = userEvent.setup();
    const { input } = renderHolder({ initial: held, country: 'ru' });
    await waitFor(() => expect(shownNumber(input)).toBe(held));
    await user.click(input);
    (input as HTMLInputElement).setSelectionRange(0, (input as HTMLInputElement).value.length);
    await user.paste(pasted);
    expect(sent()).toBe(expected);
    expect(countryButton()).toHaveAccessibleName(`Country code: ${country}`);
  });

  it.each([
    ['+7 (912) 345-67-89', '+79123456789', 'Russia, +7'],
    ['+358 40 123 4567', '+358401234567', 'Finland, +358'],
    ['+1 (202) 555-0123', '+12025550123', 'United States, +1'],
  ])(
    'an autofilled %s replaces the held number without focus, sent as %s',
    async (filled, expected, country) => {
      const { input } = renderHolder({ initial: '+77011234567', country: 'kz' });
      await waitFor(() => expect(shownNumber(input)).toBe('+77011234567'));
      // The browser's autofill sets the value and fires input, the field never focused.
      fireEvent.input(input, { target: { value: filled } });
      await waitFor(() => expect(sent()).toBe(expected));
      expect(shownNumber(input)).toBe(expected);
      expect(countryButton()).toHaveAccessibleName(`Country code: ${country}`);
    },
  );

  it('the flag follows the number: a Kazakh number typed on a Russian default shows Kazakhstan', async () => {
    const user = userEvent.setup();
    const { input } = renderHolder({ country: 'ru' });
    await user.type(input, '7011234567');
    expect(sent()).toBe('+77011234567');
    expect(countryButton()).toHaveAccessibleName('Country code: Kazakhstan, +7');
  });

  it('at every keystroke the number held is the one shown', async () => {
    const user = userEvent.setup();
    const { input } = renderHolder({ initial: '+79123456789', country: 'ru' });
    await waitFor(() => expect(shownNumber(input)).toBe('+79123456789'));
    const length = (input as HTMLInputElement).value.length;
    await user.type(input, '+', { initialSelectionStart: 0, initialSelectionEnd: length });
    expect(sent()).toBe('');
    for (const key of '4930123') {
      await user.keyboard(key);
      // Empty while only a calling code is there (a required field), else the number shown.
      expect(['', shownNumber(input)]).toContain(sent());
      if (shownNumber(input).length > 3) expect(sent()).toBe(shownNumber(input));
    }
    expect(input).toHaveValue('+49 30 123');
  });
});
