import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@corp/shared/i18n';
import type { NotificationMessage } from './NotificationStack';
import { NotificationStack } from './NotificationStack';

const messages: NotificationMessage[] = [
  { id: 'a', variant: 'error', text: 'Request failed with status 500' },
  { id: 'b', variant: 'success', text: 'Subscribed', autoDismissMs: 5000 },
];

function renderStack(onDismiss = jest.fn(), notifications = messages) {
  render(
    <I18nProvider locale="ru">
      <NotificationStack notifications={notifications} onDismiss={onDismiss} />
    </I18nProvider>,
  );
  return onDismiss;
}

describe('NotificationStack', () => {
  it('lists the notifications in a labelled region', () => {
    renderStack();
    const region = screen.getByRole('region', { name: 'Уведомления' });
    expect(within(region).getByRole('alert')).toHaveTextContent('Ошибка!');
    expect(within(region).getByRole('alert')).toHaveTextContent('Request failed with status 500');
    expect(within(region).getByRole('status')).toHaveTextContent('Subscribed');
  });

  it('reports which notification the visitor closed', async () => {
    const user = userEvent.setup();
    const onDismiss = renderStack();
    const alert = screen.getByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Закрыть уведомление' }));
    expect(onDismiss).toHaveBeenCalledWith('a');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('reports notifications that dismiss themselves', () => {
    jest.useFakeTimers();
    try {
      const onDismiss = renderStack();
      act(() => jest.advanceTimersByTime(5000));
      expect(onDismiss.mock.calls).toEqual([['b']]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows no notification when the list is empty', () => {
    renderStack(jest.fn(), []);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
