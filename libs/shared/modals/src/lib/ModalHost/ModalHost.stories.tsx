import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Modal } from '@corp/shared/ui';
import type { ModalName } from '../modal-names';
import { useModal } from '../ModalProvider/modal-context';
import { ModalProvider } from '../ModalProvider/ModalProvider';
import type { ModalRenderProps } from './ModalHost';
import { ModalHost } from './ModalHost';

/** A stand-in for a feature's modal: it can hand over to the success modal. */
function LearnMoreModal({ close }: ModalRenderProps) {
  const modal = useModal();
  return (
    <Modal open onClose={close} title="Learn more" size="small">
      <p>Opening another modal from here replaces this one.</p>
      <Button onClick={() => modal.open('send-request-success', { autoClose: true })}>
        Send and show the success modal
      </Button>
    </Modal>
  );
}

const openers: { name: ModalName; label: string; data?: Record<string, unknown> }[] = [
  { name: 'send-request-success', label: 'Request sent' },
  {
    name: 'send-request-success',
    label: 'Request sent (closes after 5 s)',
    data: { autoClose: true },
  },
  { name: 'hr-success', label: 'Resume sent' },
  { name: 'newsletter-success', label: 'Subscribed' },
  { name: 'learnMore', label: 'A feature modal' },
];

function Openers() {
  const modal = useModal();
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start', minHeight: '150vh' }}>
      <p>Open: {modal.name ?? 'none'}</p>
      {openers.map((opener) => (
        <Button
          key={opener.label}
          variant="outline"
          size="small"
          onClick={() => modal.open(opener.name, opener.data)}
        >
          {opener.label}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'Modals/ModalHost',
  component: ModalHost,
  render: () => (
    <ModalProvider registry={{ learnMore: LearnMoreModal }}>
      <Openers />
    </ModalProvider>
  ),
} satisfies Meta<typeof ModalHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One modal at a time: each button opens its modal in place of the open one. */
export const OneActive: Story = {};
