import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'close', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const sizes = [16, 24, 32] as const;

/** Every icon at each size, decorative and labelled. */
export const Catalog: Story = {
  render: () => (
    <table style={{ borderSpacing: 16 }}>
      <thead>
        <tr>
          <th scope="col">Icon</th>
          {sizes.map((size) => (
            <th scope="col" key={size}>
              {size} px
            </th>
          ))}
          <th scope="col">labelled</th>
        </tr>
      </thead>
      <tbody>
        {iconNames.map((name) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {sizes.map((size) => (
              <td key={size}>
                <Icon name={name} size={size} />
              </td>
            ))}
            <td>
              <Icon name={name} label={name} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
