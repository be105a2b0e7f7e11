import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldCatalog } from '../FormField/FieldCatalog';
import type { TextareaProps } from './Textarea';
import { Textarea } from './Textarea';

const letter = 'I would like to join the digital platform team.';

const rows = [
  { name: 'comment', props: { label: 'Comment' } },
  { name: 'with counter', props: { label: 'Cover letter', maxLength: 500 } },
] satisfies { name: string; props: Partial<TextareaProps> }[];

const states = [
  { name: 'empty', props: { placeholder: 'Your message' } },
  { name: 'filled', props: { defaultValue: letter } },
  {
    name: 'focused',
    props: { defaultValue: letter, 'data-focus-preview': true } as Partial<TextareaProps>,
  },
  { name: 'disabled', props: { defaultValue: letter, disabled: true } },
  { name: 'error', props: { error: 'Required' } },
  { name: 'required', props: { required: true } },
] satisfies { name: string; props: Partial<TextareaProps> }[];

const meta = {
  title: 'UI/Forms/Textarea',
  component: Textarea,
  args: { label: 'Comment', name: 'comment', maxLength: 1000, placeholder: 'Your message' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every variant × state, for design review. */
export const Catalog: Story = {
  render: () => (
    <FieldCatalog<TextareaProps>
      rows={rows}
      states={states}
      render={(props) => <Textarea label="" {...props} />}
    />
  ),
};
