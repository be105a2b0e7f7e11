import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { active: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toggle `active` to watch it fill, complete and hide. */
export const Playground: Story = {};

/** Start and finish a simulated navigation. */
export const Catalog: Story = {
  render: function CatalogStory() {
    const [active, setActive] = useState(false);
    return (
      <div style={{ padding: 24 }}>
        <Button onClick={() => setActive((value) => !value)}>
          {active ? 'Finish loading' : 'Start loading'}
        </Button>
        <ProgressBar active={active} />
      </div>
    );
  },
};
