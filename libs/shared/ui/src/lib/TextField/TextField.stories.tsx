import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldCatalog } from '../FormField/FieldCatalog';
import type { TextFieldProps } from './TextField';
import { TextField } from './TextField';

const rows = [
  { name: 'text', props: { type: 'text', label: 'Company', defaultValue: 'Zyfra' } },
  { name: 'email', props: { type: 'email', label: 'E-mail', defaultValue: 'anna@example.com' } },
  { name: 'tel', props: { type: 'tel', label: 'Phone', defaultValue: '+358 40 123 4567' } },
] as const satisfies { name: string; props: Partial<TextFieldProps> }[];

const states = [
  { name: 'empty', props: { defaultValue: '', placeholder: 'Type here' } },
  { name: 'filled', props: {} },
  { name: 'focused', props: { 'data-focus-preview': true } as Partial<TextFieldProps> },
  { name: 'disabled', props: { disabled: true } },
  { name: 'error', props: { defaultValue: '', error: 'Required' } },
  { name: 'required', props: { required: true, defaultValue: '' } },
] satisfies { name: string; props: Partial<TextFieldProps> }[];

const meta = {
  title: 'UI/Forms/TextField',
  component: TextField,
  args: { label: 'First name', name: 'firstName', required: true, hint: '' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every type × state, for design review. */
export const Catalog: Story = {
  render: () => (
    <FieldCatalog<TextFieldProps>
      rows={rows}
      states={states}
      render={(props) => <TextField label="" {...props} />}
    />
  ),
};
