import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from '@corp/shared/i18n';

// The formatting and the phone check (libphonenumber) load on demand: on a slow phone the visitor
// may type the whole number before they arrive. Held back here until the number is typed.
let release: () => void = () => undefined;
jest.mock('./phone-check', () => {
  const actual = jest.requireActual('./phone-check');
  let held: Promise<unknown> | undefined;
  return {
    ...actual,
    loadedPhoneTools: () => undefined,
    loadPhoneTools: () => {
      held ??= new Promise<void>((resolve) => (release = resolve)).then(() =>
        actual.loadPhoneTools(),
      );
      return held;
    },
  };
});

// eslint-disable-next-line import/first -- after the mock
import { PhoneInput } from './PhoneInput';

function Field({ onPhone }: { onPhone: (phone: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <I18nProvider locale="en">
      <PhoneInput
        label="Phone"
        defaultCountry="fi"
        value={value}
        onChange={(phone) => {
          setValue(phone);
          onPhone(phone);
        }}
      />
      <button type="button">Next</button>
    </I18nProvider>
  );
}

it('shows a number typed before its formatting arrived as it is sent, once it has, when the visitor has left the field', async () => {
  const user = userEvent.setup();
  const onPhone = jest.fn();
  render(<Field onPhone={onPhone} />);
  const input = screen.getByRole('textbox', { name: 'Phone' });
  await user.click(input);
  await user.type(input, '401234567');
  expect(input).toHaveValue('401234567');
  await user.tab();
  await act(async () => {
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(onPhone).toHaveBeenLastCalledWith('+358401234567');
  expect(input).toHaveValue('+358 40 1234567');
});
