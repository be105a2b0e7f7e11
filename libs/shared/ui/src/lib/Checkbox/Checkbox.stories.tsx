import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldCatalog } from '../FormField/FieldCatalog';
import type { CheckboxProps } from './Checkbox';
import { Checkbox } from './Checkbox';

const policyLabel = (
  <>
    I agree to the processing of my personal data under the{' '}
    <a href="/download/Privacy_Policy.pdf" target="_blank" rel="noreferrer">
      privacy policy
    </a>
  </>
);

const rows = [
  { name: 'policy (with link)', props: { label: policyLabel } },
  { name: 'plain', props: { label: 'Subscribe to the newsletter' } },
] satisfies { name: string; props: Partial<CheckboxProps> }[];

const states = [
  { name: 'empty', props: {} },
  { name: 'filled', props: { defaultChecked: true } },
  { name: 'focused', props: { 'data-focus-preview': true } as Partial<CheckboxProps> },
  { name: 'disabled', props: { disabled: true, defaultChecked: true } },
  { name: 'error', props: { error: 'Required' } },
  { name: 'required', props: { required: true } },
] satisfies { name: string; props: Partial<CheckboxProps> }[];

const meta = {
  title: 'UI/Forms/Checkbox',
  component: Checkbox,
  args: { label: policyLabel, name: 'policy', required: true },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every variant × state, for design review. */
export const Catalog: Story = {
  render: () => (
    <FieldCatalog<CheckboxProps>
      rows={rows}
      states={states}
      render={(props) => <Checkbox label="" {...props} />}
    />
  ),
};
