import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@corp/shared/i18n';
import { Modal } from '@corp/shared/ui';
import type { ModalRenderProps } from '../ModalHost/ModalHost';
import { useModal } from './modal-context';
import { ModalProvider } from './ModalProvider';

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

function Dialog({ close }: ModalRenderProps) {
  const modal = useModal();
  return (
    <Modal open onClose={close} title="Request">
      <button type="button" onClick={() => modal.open('send-request-success')}>
        Send
      </button>
    </Modal>
  );
}

function Opener() {
  const modal = useModal();
  return (
    <button type="button" onClick={() => modal.open('send-request', {})}>
      Open request
    </button>
  );
}

describe('ModalProvider: scrollbar and focus', () => {
  it('keeps the scrollbar’s place while locked and gives the focus back to the first opener', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider locale="en">
        <ModalProvider registry={{ 'send-request': Dialog }}>
          <Opener />
        </ModalProvider>
      </I18nProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Open request' });
    await user.click(opener);
    const root = document.documentElement;
    expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('stable');
    expect(root.style.overflow).toBe('hidden');
    // The success modal replaces the dialog whose button opened it.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(root.style.getPropertyValue('scrollbar-gutter')).toBe('');
    expect(root.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });
});
