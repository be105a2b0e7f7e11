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

/** Type a number: the hint says whether the selected country would accept it. */
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
