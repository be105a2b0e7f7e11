import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminI18nProvider } from '@corp/admin/feature-shell';
import { revisions, viewedRevision } from '../testing/fixtures-more';
import { RevisionsPanel } from './RevisionsPanel';

describe('RevisionsPanel', () => {
  it('says who changed what, shows a revision and restores it', async () => {
    const user = userEvent.setup();
    const onView = jest.fn();
    const onRestore = jest.fn();
    render(
      <AdminI18nProvider language="en">
        <RevisionsPanel
          revisions={revisions}
          viewed={viewedRevision}
          onView={onView}
          onRestore={onRestore}
          canRestore
        />
      </AdminI18nProvider>,
    );
    const [latest, saved] = screen.getAllByRole('listitem');
    expect(latest).toHaveTextContent(/^Published ada,/);
    expect(saved).toHaveTextContent('Changed: ru.name, ru.place');
    expect(within(saved as HTMLElement).getByText('en')).toBeInTheDocument();
    expect(
      within(saved as HTMLElement).getByText(/"name": "Partner Day 2027"/),
    ).toBeInTheDocument();
    await user.click(within(latest as HTMLElement).getByRole('button', { name: 'View' }));
    expect(onView).toHaveBeenCalledWith(3);
    await user.click(within(saved as HTMLElement).getByRole('button', { name: 'Hide' }));
    expect(onView).toHaveBeenCalledWith(null);
    await user.click(within(saved as HTMLElement).getByRole('button', { name: 'Restore' }));
    expect(onRestore).toHaveBeenCalledWith(2);
  });
});
