import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import type { SuccessModalProps } from './SuccessModal';
import { SuccessModal } from './SuccessModal';

const states: { name: string; props: Partial<SuccessModalProps> }[] = [
  { name: 'thank-you text', props: {} },
  { name: 'auto-close after 5 s', props: { autoClose: true } },
  {
    name: 'with a download link',
    props: {
      children: (
        <p>
          Your brochure is ready: <a href="#brochure">Ferrum_Digital_flow_brochure.pdf</a>
        </p>
      ),
    },
  },
];

function Opener({ label, ...props }: Partial<SuccessModalProps> & { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="small" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <SuccessModal title="Thank you!" {...props} open={open} onClose={() => setOpen(false)}>
        {props.children ?? <p>Your request has been sent. We will contact you shortly.</p>}
      </SuccessModal>
    </>
  );
}

const meta = {
  title: 'UI/SuccessModal',
  component: SuccessModal,
  args: { open: false, title: 'Thank you!', onClose: () => undefined },
} satisfies Meta<typeof SuccessModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => <Opener label="Show the success modal" {...args} />,
};

/** Every state; each button opens its modal. */
export const Catalog: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 16, padding: 0, listStyle: 'none' }}>
      {states.map((state) => (
        <li key={state.name}>
          <Opener label={`Open: ${state.name}`} {...state.props} />
        </li>
      ))}
    </ul>
  ),
};
