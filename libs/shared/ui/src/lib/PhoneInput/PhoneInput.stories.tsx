import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FieldCatalog } from '../FormField/FieldCatalog';
import type { PhoneInputProps } from './PhoneInput';
import { isValidPhone } from './isValidPhone';
import { PhoneInput } from './PhoneInput';

const rows = [
  { name: 'ru (default)', props: { defaultCountry: 'ru', value: '+79161234567' } },
  { name: 'fi (en pages)', props: { defaultCountry: 'fi', value: '+358401234567' } },
  { name: 'kz (Asia ru page)', props: { defaultCountry: 'kz', value: '+77011234567' } },
  // +7 alone is Russia or Kazakhstan: a neutral flag with the calling code until the next digit.
  { name: '+7, country not decided', props: { defaultCountry: 'fi', value: '+7' } },
] satisfies { name: string; props: Partial<PhoneInputProps> }[];

const states = [
  { name: 'empty', props: { value: '' } },
  { name: 'filled', props: {} },
  { name: 'focused', props: { 'data-focus-preview': true } as Partial<PhoneInputProps> },
  { name: 'disabled', props: { disabled: true } },
  { name: 'error', props: { value: '', error: 'Wrong number' } },
  { name: 'required', props: { required: true, value: '' } },
] satisfies { name: string; props: Partial<PhoneInputProps> }[];

const meta = {
  title: 'UI/Forms/PhoneInput',
  component: PhoneInput,
  args: {
    label: 'Phone',
    name: 'phone',
    required: true,
    defaultCountry: 'ru',
    preferredCountries: ['ru', 'kz', 'fi'],
  },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Type, paste or autofill a number: an international one (`+49 30 1234567`) replaces whatever
 * the field held, one without a calling code is read in the country shown, and the flag follows
 * the number (`+7 7…` Kazakhstan, `+7 9…` Russia). The hint shows what the form would send.
 */
export const Playground: Story = {
  render: function Render(args) {
    const [phone, setPhone] = useState('');
    const [country, setCountry] = useState(args.defaultCountry ?? 'ru');
    const valid = isValidPhone(phone, country);
    return (
      <div style={{ maxWidth: 400, minHeight: 320 }}>
        <PhoneInput
          {...args}
          value={phone}
          onChange={(next, meta) => {
            setPhone(next);
            setCountry(meta.country);
          }}
          onCountryChange={setCountry}
          hint={phone ? `${phone} · ${valid ? 'valid' : 'not valid yet'}` : undefined}
        />
      </div>
    );
  },
};

/** Every default country × state, for design review. */
export const Catalog: Story = {
  render: () => (
    <FieldCatalog<PhoneInputProps>
      rows={rows}
      states={states}
      render={(props) => <PhoneInput label="Phone" {...props} />}
    />
  ),
};
