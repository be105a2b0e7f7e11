import { useRef, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import type { ModalProps } from './Modal';
import { Modal } from './Modal';

function Harness({ locale = 'en', ...props }: Partial<ModalProps> & { locale?: Locale }) {
  const [open, setOpen] = useState(false);
  return (
    <I18nProvider locale={locale}>
      <button type="button" onClick={() => setOpen(true)}>
        Request a demo
      </button>
      <a href="#after">After the modal</a>
      <Modal open={open} onClose={() => setOpen(false)} title="Request a demo" {...props}>
        <p>We will call you back.</p>
        <a href="#privacy">Privacy policy</a>
        <button type="button">Send</button>
      </Modal>
    </I18nProvider>
  );
}

async function openModal(props: Partial<ModalProps> & { locale?: Locale } = {}) {
  const user = userEvent.setup();
  const { container } = render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Request a demo' }));
  return { user, container, dialog: screen.getByRole('dialog', { name: 'Request a demo' }) };
}

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  document.body.style.overflow = '';
});
afterEach(() => {
  scrollTo.mockRestore();
});

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its heading, rendered in a portal on <body>', async () => {
    const { dialog, container } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Request a demo' })).toBeVisible();
    expect(container).not.toContainElement(dialog);
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('moves focus into the dialog and gives it back to the opener on close', async () => {
    const { user, dialog } = await openModal();
    expect(dialog).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a demo' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a demo' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openModal();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const privacy = within(dialog).getByRole('link', { name: 'Privacy policy' });
    const send = within(dialog).getByRole('button', { name: 'Send' });

    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(privacy).toHaveFocus();
    await user.tab();
    expect(send).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
  });

  it('pulls focus back when something outside takes it', async () => {
    const { dialog } = await openModal();
    screen.getByRole('link', { name: 'After the modal' }).focus();
    expect(dialog).toHaveFocus();
  });

  it('focuses the element it is given', async () => {
    function WithInitialFocus() {
      const [open, setOpen] = useState(false);
      const field = useRef<HTMLInputElement>(null);
      return (
        <I18nProvider locale="en">
          <button type="button" onClick={() => setOpen(true)}>
            Subscribe
          </button>
          <Modal
            open={open}
            onClose={() => setOpen(false)}
            title="Newsletter"
            initialFocusRef={field}
          >
            <label>
              E-mail
              <input ref={field} />
            </label>
          </Modal>
        </I18nProvider>
      );
    }
    const user = userEvent.setup();
    render(<WithInitialFocus />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });

  it('locks page scroll and restores the previous overflow and scroll position', async () => {
    document.body.style.overflow = 'scroll';
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('closes on a click on the backdrop, not inside the dialog', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByText('We will call you back.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can ignore backdrop clicks', async () => {
    const { user, dialog } = await openModal({ closeOnBackdrop: false });
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('labels the close button in the page language', async () => {
    const { dialog } = await openModal({ locale: 'ru' });
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });

  it('can keep the heading for screen readers only', async () => {
    const { dialog } = await openModal({ hideTitle: true });
    expect(within(dialog).getByRole('heading', { name: 'Request a demo' })).toHaveClass(
      'hiddenTitle',
    );
    expect(dialog).toHaveAccessibleName('Request a demo');
  });
});
