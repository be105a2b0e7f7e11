import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 5, totalPages: 12, onChange: () => undefined },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live: clicking moves the current page. */
export const Playground: Story = {
  render: function PlaygroundStory(args) {
    const [page, setPage] = useState(args.page);
    return <Pagination {...args} page={page} onChange={setPage} />;
  },
};

const states = [
  { name: 'first of 12', page: 1, totalPages: 12 },
  { name: 'near the start', page: 3, totalPages: 12 },
  { name: 'middle', page: 6, totalPages: 12 },
  { name: 'near the end', page: 10, totalPages: 12 },
  { name: 'last of 12', page: 12, totalPages: 12 },
  { name: 'two pages', page: 1, totalPages: 2 },
  { name: 'five pages', page: 3, totalPages: 5 },
] as const;

/** Every window shape: at the edges, in the middle, short lists. */
export const Catalog: Story = {
  render: () => (
    <table style={{ borderSpacing: 16 }}>
      <tbody>
        {states.map((state) => (
          <tr key={state.name}>
            <th scope="row">{state.name}</th>
            <td>
              <Pagination
                page={state.page}
                totalPages={state.totalPages}
                onChange={() => undefined}
                label={`Pagination, ${state.name}`}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
