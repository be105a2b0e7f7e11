import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AdminI18nProvider } from '../i18n/admin-i18n';
import { renderAdmin } from '../testing/render-admin';
import { AdminLayout } from './AdminLayout';

const user = { name: 'Aigerim', login: 'asia-editor', role: 'editor' as const };

describe('AdminLayout', () => {
  it('offers a skip link first, naming the user and role, and the editor’s sections only', async () => {
    renderAdmin(
      <MemoryRouter>
        <AdminLayout user={user} onSignOut={jest.fn()}>
          <h1>Content</h1>
        </AdminLayout>
      </MemoryRouter>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByText('Signed in as Aigerim')).toBeInTheDocument();
    expect(screen.getByText('Editor')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('ContentMedia');
    expect(nav).not.toHaveTextContent('Users');
  });

  it('moves focus to the page when the page changes, not on the first one', () => {
    const page = (pageKey: string) => (
      <AdminI18nProvider language="en">
        <MemoryRouter>
          <AdminLayout user={user} onSignOut={jest.fn()} pageKey={pageKey}>
            <h1>{pageKey}</h1>
          </AdminLayout>
        </MemoryRouter>
      </AdminI18nProvider>
    );
    const { rerender } = render(page('/'));
    expect(screen.getByRole('main')).not.toHaveFocus();
    rerender(page('/media'));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
