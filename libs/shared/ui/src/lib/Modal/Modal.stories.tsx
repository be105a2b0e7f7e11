import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../StoryGrid/StoryGrid';
import { Button } from '../Button/Button';
import type { ModalProps, ModalSize } from './Modal';
import { Modal } from './Modal';

const sizes: ModalSize[] = ['small', 'medium', 'large'];
const states: { name: string; props: Partial<ModalProps> }[] = [
  { name: 'visible heading', props: {} },
  { name: 'hidden heading', props: { hideTitle: true } },
  { name: 'backdrop click ignored', props: { closeOnBackdrop: false } },
];

function Body() {
  return (
    <>
      <p>
        Leave your contacts and a product specialist will call you back within one working day to
        arrange a demonstration.
      </p>
      <p>
        <a href="#privacy">Privacy policy</a>
      </p>
      <Button>Send</Button>
    </>
  );
}

/** A button that opens its own modal, as the modal host does in the app. */
function Opener({ label, ...props }: Partial<ModalProps> & { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="small" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal title="Request a demo" {...props} open={open} onClose={() => setOpen(false)}>
        <Body />
      </Modal>
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: { open: false, title: 'Request a demo', size: 'medium', onClose: () => undefined },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => <Opener label="Open the modal" {...args} />,
};

/** Every size × state; each button opens its modal (one at a time, as in the app). */
export const Catalog: Story = {
  render: () => (
    <StoryGrid
      corner="Size / state"
      rows={sizes}
      columns={states}
      cell={(size, state) => (
        <Opener label={`Open ${size}, ${state.name}`} size={size} {...state.props} />
      )}
    />
  ),
};
