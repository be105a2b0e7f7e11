import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { SUCCESS_MODAL_AUTO_CLOSE_MS, SuccessModal } from './SuccessModal';

function renderSuccess({
  locale = 'en',
  autoClose = false,
  open = true,
}: { locale?: Locale; autoClose?: boolean; open?: boolean } = {}) {
  const onClose = jest.fn();
  const ui = (isOpen: boolean) => (
    <I18nProvider locale={locale}>
      <SuccessModal open={isOpen} onClose={onClose} title="Thank you!" autoClose={autoClose}>
        <p>We will contact you shortly.</p>
      </SuccessModal>
    </I18nProvider>
  );
  const { rerender } = render(ui(open));
  return { onClose, setOpen: (isOpen: boolean) => rerender(ui(isOpen)) };
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('SuccessModal', () => {
  it('shows a tick, the heading, the text and a Close button', async () => {
    const user = userEvent.setup();
    const { onClose } = renderSuccess();
    const dialog = screen.getByRole('dialog', { name: 'Thank you!' });
    expect(dialog.querySelector('svg[data-icon="tick"]')).not.toBeNull();
    expect(within(dialog).getByText('We will contact you shortly.')).toBeVisible();
    // The icon close button and the text button share the name; the text one is the last.
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closeButtons).toHaveLength(2);
    await user.click(closeButtons[1] as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says Закрыть in Russian', () => {
    renderSuccess({ locale: 'ru' });
    const dialog = screen.getByRole('dialog', { name: 'Thank you!' });
    expect(within(dialog).getAllByRole('button', { name: 'Закрыть' })).toHaveLength(2);
    expect(within(dialog).getByText('Закрыть')).toBeVisible();
  });

  it('closes by itself after 5000 ms when asked to', () => {
    expect(SUCCESS_MODAL_AUTO_CLOSE_MS).toBe(5000);
    jest.useFakeTimers();
    const { onClose } = renderSuccess({ autoClose: true });
    act(() => jest.advanceTimersByTime(SUCCESS_MODAL_AUTO_CLOSE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open without auto-close', () => {
    jest.useFakeTimers();
    const { onClose } = renderSuccess();
    act(() => jest.advanceTimersByTime(SUCCESS_MODAL_AUTO_CLOSE_MS * 3));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts counting when it opens, not when it mounts', () => {
    jest.useFakeTimers();
    const { onClose, setOpen } = renderSuccess({ autoClose: true, open: false });
    act(() => jest.advanceTimersByTime(SUCCESS_MODAL_AUTO_CLOSE_MS));
    expect(onClose).not.toHaveBeenCalled();
    setOpen(true);
    act(() => jest.advanceTimersByTime(SUCCESS_MODAL_AUTO_CLOSE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
