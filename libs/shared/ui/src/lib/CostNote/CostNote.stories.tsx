import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CostNoteVariant } from './CostNote';
import { CostNote } from './CostNote';

const meta = {
  title: 'UI/CostNote',
  component: CostNote,
} satisfies Meta<typeof CostNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const variants: CostNoteVariant[] = ['default', 'inverse'];
const states = [
  { name: 'translated text', children: undefined },
  { name: 'own text', children: 'Prices exclude VAT and implementation services.' },
] as const;

/** Every variant × text source. */
export const Catalog: Story = {
  render: () => (
    <table style={{ borderSpacing: 16 }}>
      <thead>
        <tr>
          <th scope="col">Variant</th>
          {states.map((state) => (
            <th scope="col" key={state.name}>
              {state.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {variants.map((variant) => (
          <tr key={variant}>
            <th scope="row">{variant}</th>
            {states.map((state) => (
              <td
                key={state.name}
                style={
                  variant === 'inverse'
                    ? { background: 'var(--color-surface-brand)', padding: 8, maxWidth: 320 }
                    : { maxWidth: 320 }
                }
              >
                <CostNote variant={variant}>{state.children}</CostNote>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
