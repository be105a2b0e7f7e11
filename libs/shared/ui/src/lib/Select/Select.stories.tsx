import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FieldCatalog } from '../FormField/FieldCatalog';
import type { SelectOption, SelectProps } from './Select';
import { Select } from './Select';

const industries: SelectOption[] = [
  { value: '1', label: 'Mechanical engineering and metalworking' },
  { value: '2', label: 'Oil and gas' },
  { value: '3', label: 'Process industries' },
  { value: '4', label: 'Mining' },
  { value: '5', label: 'Energy and utilities' },
  { value: '6', label: 'Other' },
];

const countries: SelectOption[] = [
  ['at', 'Austria'],
  ['by', 'Belarus'],
  ['de', 'Germany'],
  ['fi', 'Finland'],
  ['fr', 'France'],
  ['kz', 'Kazakhstan'],
  ['kg', 'Kyrgyzstan'],
  ['ru', 'Russia'],
  ['rs', 'Serbia'],
  ['tj', 'Tajikistan'],
  ['tr', 'Türkiye'],
  ['uz', 'Uzbekistan'],
].map(([value, label]) => ({ value: value as string, label: label as string }));

const rows = [
  { name: 'industry', props: { label: 'Industry', options: industries, defaultValue: '2' } },
  { name: 'country', props: { label: 'Country', options: countries, defaultValue: 'fi' } },
] satisfies { name: string; props: Partial<SelectProps> }[];

const states = [
  { name: 'empty', props: { defaultValue: '' } },
  { name: 'filled', props: {} },
  { name: 'focused', props: { 'data-focus-preview': true } as Partial<SelectProps> },
  { name: 'disabled', props: { disabled: true } },
  { name: 'error', props: { defaultValue: '', error: 'Choose one' } },
  { name: 'required', props: { required: true, defaultValue: '' } },
] satisfies { name: string; props: Partial<SelectProps> }[];

const meta = {
  title: 'UI/Forms/Select',
  component: Select,
  args: { label: 'Country', options: countries, required: true, name: 'country' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <div style={{ maxWidth: 360, minHeight: 280 }}>
        <Select {...args} value={value} onChange={setValue} />
      </div>
    );
  },
};

/** Every variant × state, for design review. */
export const Catalog: Story = {
  render: () => (
    <FieldCatalog<SelectProps>
      rows={rows}
      states={states}
      render={(props) => <Select label="" options={[]} {...props} />}
    />
  ),
};
