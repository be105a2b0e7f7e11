import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FieldOwnProps } from './FormField';
import { FormField, fieldControlProps, useFieldIds } from './FormField';
import { FieldCatalog } from './FieldCatalog';

/** FormField frames a control the design system does not have, here a plain `<input type=date>`. */
function DateField(props: FieldOwnProps & { disabled?: boolean }) {
  const ids = useFieldIds();
  return (
    <FormField ids={ids} {...props}>
      <input type="date" id={ids.id} disabled={props.disabled} {...fieldControlProps(ids, props)} />
    </FormField>
  );
}

const rows = [{ name: 'date input', props: { label: 'Event date' } }] satisfies {
  name: string;
  props: Partial<FieldOwnProps>;
}[];

const states = [
  { name: 'plain', props: {} },
  { name: 'hint', props: { hint: 'Any day in 2026' } },
  { name: 'disabled', props: { disabled: true } },
  { name: 'error', props: { error: 'Required' } },
  { name: 'required', props: { required: true } },
  { name: 'required, marker hidden', props: { required: true, hideRequiredMarker: true } },
] satisfies { name: string; props: Partial<FieldOwnProps & { disabled: boolean }> }[];

const meta = {
  title: 'UI/Forms/FormField',
  component: DateField,
  args: { label: 'Event date', required: true, hint: 'Any day in 2026' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Label, marker, hint and error around a control, for design review. */
export const Catalog: Story = {
  render: () => (
    <FieldCatalog<FieldOwnProps & { disabled?: boolean }>
      rows={rows}
      states={states}
      render={(props) => <DateField label="" {...props} />}
    />
  ),
};
