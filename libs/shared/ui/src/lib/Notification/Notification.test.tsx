import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@corp/shared/i18n';
import { I18nProvider } from '@corp/shared/i18n';
import type { NotificationProps } from './Notification';
import { Notification } from './Notification';

function renderIn(locale: Locale, props: NotificationProps) {
  return render(
    <I18nProvider locale={locale}>
      <Notification {...props} />
    </I18nProvider>,
  );
}

describe('Notification', () => {
  it.each([
    ['ru', 'Ошибка!'],
    ['en', 'Error!'],
    ['de', 'Error!'],
    ['kz', 'Error!'],
  ] as const)('titles an error "%s" → %s and announces it as an alert', (locale, title) => {
    renderIn(locale, { variant: 'error', children: 'Неизвестная ошибка' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent('Неизвестная ошибка');
  });

  it('announces success and info politely, as a status', () => {
    renderIn('en', { variant: 'success', children: 'Saved' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('takes a custom title', () => {
    renderIn('en', { variant: 'info', title: 'Heads up', children: 'New webinar' });
    expect(screen.getByRole('status')).toHaveTextContent('Heads up');
  });

  it('closes with a localized close button only when closable', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { unmount } = renderIn('ru', { variant: 'error', children: 'x', onClose });
    await user.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    renderIn('en', { variant: 'error', children: 'x' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  describe('auto-dismiss', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('closes itself after the delay', () => {
      const onClose = jest.fn();
      renderIn('en', { variant: 'success', children: 'Sent', onClose, autoDismissMs: 5000 });
      act(() => jest.advanceTimersByTime(4999));
      expect(onClose).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('waits while the pointer is over it and restarts when it leaves', () => {
      const onClose = jest.fn();
      renderIn('en', { variant: 'info', children: 'Hi', onClose, autoDismissMs: 3000 });
      const status = screen.getByRole('status');
      act(() => jest.advanceTimersByTime(2000));
      fireEvent.mouseEnter(status);
      act(() => jest.advanceTimersByTime(10_000));
      expect(onClose).not.toHaveBeenCalled();
      fireEvent.mouseLeave(status);
      act(() => jest.advanceTimersByTime(3000));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('does not close by itself without a delay', () => {
      const onClose = jest.fn();
      renderIn('en', { variant: 'error', children: 'x', onClose });
      act(() => jest.advanceTimersByTime(60_000));
      expect(onClose).not.toHaveBeenCalled();
    });
  });
});
