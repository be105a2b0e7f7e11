import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminI18nProvider } from '@corp/admin/feature-shell';
import { SchedulePanel, scheduledInstant } from './SchedulePanel';

const now = Date.parse('2027-01-01T00:00:00Z');

describe('SchedulePanel', () => {
  it('turns a local date-time in the future into an instant, and refuses the past', () => {
    expect(scheduledInstant('2027-02-01T10:00', now)).toBe(
      new Date('2027-02-01T10:00').toISOString(),
    );
    expect(scheduledInstant('2026-12-01T10:00', now)).toBeNull();
    expect(scheduledInstant('', now)).toBeNull();
  });

  it('schedules an unpublish, says when a time is not in the future, cancels one', async () => {
    const user = userEvent.setup();
    const onAdd = jest.fn();
    const onCancel = jest.fn();
    render(
      <AdminI18nProvider language="en">
        <SchedulePanel
          schedules={[{ id: 4, action: 'publish', runAt: '2027-03-01T09:00:00.000Z' }]}
          onAdd={onAdd}
          onCancel={onCancel}
          disabled={false}
          now={() => now}
        />
      </AdminI18nProvider>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(screen.getByRole('option', { name: 'Unpublish' }));
    const at = screen.getByLabelText('At (your local time)');
    await user.type(at, '2026-12-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(at).toHaveAccessibleDescription('Pick a date and time in the future.');
    expect(onAdd).not.toHaveBeenCalled();
    await user.clear(at);
    await user.type(at, '2027-02-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(onAdd).toHaveBeenCalledWith('unpublish', new Date('2027-02-01T10:00').toISOString());
    await user.click(screen.getByRole('button', { name: /^Cancel the Publish at/ }));
    expect(onCancel).toHaveBeenCalledWith(4);
  });
});
