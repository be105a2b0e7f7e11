import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../StoryGrid/StoryGrid';
import type { NotificationVariant } from './Notification';
import { Notification } from './Notification';

const meta = {
  title: 'UI/Notification',
  component: Notification,
  args: { variant: 'error', children: 'The request could not be sent. Please try again later.' },
} satisfies Meta<typeof Notification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const variants: NotificationVariant[] = ['error', 'success', 'info'];
const states = [
  { name: 'default', props: {} },
  { name: 'closable', props: { onClose: () => undefined } },
  {
    name: 'long text',
    props: {
      onClose: () => undefined,
      children:
        'The server did not answer in time. Your data is kept in the form; check the connection and send it again.',
    },
  },
] as const;

/** Every variant × state. */
export const Catalog: Story = {
  render: () => (
    <StoryGrid
      corner="Variant"
      rows={variants}
      columns={states}
      cellProps={() => ({ style: { verticalAlign: 'top', minWidth: 280 } })}
      cell={(variant, state) => (
        <Notification variant={variant} {...state.props}>
          {'children' in state.props ? state.props.children : `A ${variant} message.`}
        </Notification>
      )}
    />
  ),
};
