import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import type { ReactNode } from 'react';
import type { ModalRenderProps } from '../ModalHost/ModalHost';
import { useModal } from './modal-context';
import { ModalProvider } from './ModalProvider';

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  window.scrollX = 0;
  window.scrollY = 0;
});

afterEach(() => {
  scrollTo.mockRestore();
});

function Openers() {
  const modal = useModal();
  return (
    <div>
      <p data-testid="active">{modal.name ?? 'none'}</p>
      <button type="button" onClick={() => modal.open('send-request-success')}>
        Open success
      </button>
      <button type="button" onClick={() => modal.open('hr-success', { autoClose: true })}>
        Open HR success
      </button>
      <button type="button" onClick={() => modal.open('send-request', { product: 'flow' })}>
        Open unregistered
      </button>
      <button
        type="button"
        onClick={() =>
          modal.open('learnMore', { title: 'Learn more', paragraphs: ['More about it'] })
        }
      >
        Open learn more
      </button>
    </div>
  );
}

function LearnMore({ data, close }: ModalRenderProps) {
  const modal = useModal();
  return (
    <div role="dialog" aria-label="Learn more">
      <p>{(data['paragraphs'] as string[]).join(' ')}</p>
      <button type="button" onClick={() => modal.open('send-request-success')}>
        Replace with success
      </button>
      <button type="button" onClick={close}>
        Done
      </button>
    </div>
  );
}

const renderWith = (ui: ReactNode, locale: Locale = 'en') =>
  render(
    <I18nProvider locale={locale}>
      <ModalProvider registry={{ learnMore: LearnMore }}>{ui}</ModalProvider>
    </I18nProvider>,
  );

const setScroll = (y: number) => {
  window.scrollY = y;
};

describe('ModalProvider', () => {
  it('opens one modal at a time: opening another replaces it', async () => {
    const user = userEvent.setup();
    renderWith(<Openers />);
    expect(screen.getByTestId('active')).toHaveTextContent('none');

    await user.click(screen.getByRole('button', { name: 'Open learn more' }));
    expect(screen.getByRole('dialog', { name: 'Learn more' })).toHaveTextContent('More about it');
    expect(screen.getByTestId('active')).toHaveTextContent('learnMore');

    await user.click(screen.getByRole('button', { name: 'Replace with success' }));
    // (The success modals load on first use.)
    const success = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(screen.queryByRole('dialog', { name: 'Learn more' })).not.toBeInTheDocument();
    expect(success).toHaveTextContent(
      'We have received your application. Our experts will contact you shortly.',
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByTestId('active')).toHaveTextContent('send-request-success');
  });

  it('locks the page scroll while open and puts the page back where it was on close', async () => {
    const user = userEvent.setup();
    setScroll(640);
    renderWith(<Openers />);
    await user.click(screen.getByRole('button', { name: 'Open learn more' }));
    expect(document.documentElement.style.overflow).toBe('hidden');

    // Replacing the modal keeps the position saved by the first one.
    setScroll(0);
    await user.click(screen.getByRole('button', { name: 'Replace with success' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);

    await user.click(screen.getByText('Close', { selector: 'button' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.body.style.overflow).toBe('');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    expect(screen.getByTestId('active')).toHaveTextContent('none');
  });

  it('closes with the close icon, the Close button and Escape', async () => {
    const user = userEvent.setup();
    renderWith(<Openers />, 'ru');
    await user.click(screen.getByRole('button', { name: 'Open success' }));
    expect(screen.getByRole('dialog', { name: 'Спасибо!' })).toBeInTheDocument();
    // The Close button of the success modal …
    await user.click(screen.getByText('Закрыть', { selector: 'button' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // … its close icon …
    await user.click(screen.getByRole('button', { name: 'Open success' }));
    const [closeIcon] = screen.getAllByRole('button', { name: 'Закрыть' });
    expect(closeIcon).not.toHaveTextContent('Закрыть');
    await user.click(closeIcon as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // … and Escape.

    await user.click(screen.getByRole('button', { name: 'Open success' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes an auto-closing success modal after 5 s', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWith(<Openers />);
      await user.click(screen.getByRole('button', { name: 'Open HR success' }));
      expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toHaveTextContent(
        'when a relevant vacancy becomes available',
      );
      act(() => jest.advanceTimersByTime(4900));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.documentElement.style.overflow).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes a name nothing is registered for, never leaving the page locked', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWith(<Openers />);
    await user.click(screen.getByRole('button', { name: 'Open unregistered' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('active')).toHaveTextContent('none');
    expect(document.documentElement.style.overflow).toBe('');
    // The lead dialogs belong to the site app's registry, not to the default one.
    expect(warn).toHaveBeenCalledWith('[modals] no modal is registered as "send-request"');
    warn.mockRestore();
  });

  it('a provider inside another one shares the page state: still one modal', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider locale="en">
        <ModalProvider registry={{ learnMore: LearnMore }}>
          <Openers />
          <ModalProvider>
            <section aria-label="Footer">
              <Openers />
            </section>
          </ModalProvider>
        </ModalProvider>
      </I18nProvider>,
    );
    const [, footerSuccess] = screen.getAllByRole('button', { name: 'Open success' });
    await user.click(footerSuccess as HTMLElement);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(
      screen.getAllByRole('button', { name: 'Open learn more', hidden: true })[0] as HTMLElement,
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Learn more' })).toBeInTheDocument();
  });

  it('tells a misuse: useModal without a provider throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Openers />)).toThrow('useModal needs a <ModalProvider> above it');
    error.mockRestore();
  });
});
