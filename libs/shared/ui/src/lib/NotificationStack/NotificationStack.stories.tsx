import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import type { NotificationMessage } from './NotificationStack';
import { NotificationStack } from './NotificationStack';

const sample: NotificationMessage[] = [
  { id: '1', variant: 'error', text: 'Request failed with status code 500' },
  { id: '2', variant: 'success', text: 'You are subscribed to the newsletter.' },
  { id: '3', variant: 'info', text: 'The webinar starts in 10 minutes.' },
];

const meta = {
  title: 'UI/NotificationStack',
  component: NotificationStack,
  args: { notifications: sample, onDismiss: () => undefined },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotificationStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live: add notifications, close them or let the success ones expire after 5 s. */
export const Playground: Story = {
  render: function PlaygroundStory() {
    const [items, setItems] = useState<NotificationMessage[]>(sample.slice(0, 1));
    const add = (variant: NotificationMessage['variant']) =>
      setItems((current) => [
        ...current,
        {
          id: String(Date.now()),
          variant,
          text: `A new ${variant} message.`,
          autoDismissMs: variant === 'success' ? 5000 : undefined,
        },
      ]);
    return (
      <div style={{ display: 'flex', gap: 8, padding: 16 }}>
        <Button onClick={() => add('error')}>Add error</Button>
        <Button onClick={() => add('success')}>Add success</Button>
        <Button onClick={() => add('info')}>Add info</Button>
        <NotificationStack
          notifications={items}
          onDismiss={(id) => setItems((current) => current.filter((item) => item.id !== id))}
        />
      </div>
    );
  },
};

/** One of each variant stacked in the corner. */
export const Catalog: Story = {};
