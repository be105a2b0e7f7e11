import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../testing/render-admin';
import { UserForm } from './UserForm';

describe('UserForm', () => {
  it('names what an invitation lacks: login, name, and an editor’s sites and locales', async () => {
    const onSubmit = jest.fn();
    renderAdmin(<UserForm mode="invite" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(screen.getByLabelText(/^Login/)).toHaveAccessibleDescription(
      'Letters, digits, dots, dashes or underscores; used to sign in. Enter the Login.',
    );
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Enter the Name.');
    expect(screen.getByRole('group', { name: 'Sites' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one site.'),
    );
    expect(screen.getByRole('group', { name: 'Locales' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one locale.'),
    );
    expect(screen.getByLabelText(/^Login/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a login with spaces', async () => {
    renderAdmin(<UserForm mode="invite" onSubmit={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Login/), 'two words');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(screen.getByLabelText(/^Login/)).toHaveAccessibleDescription(
      expect.stringContaining('Use 2–64 letters'),
    );
  });

  it('invites an editor limited to the main site in en and ru', async () => {
    const onSubmit = jest.fn();
    renderAdmin(<UserForm mode="invite" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Login/), 'main-editor');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Maria');
    expect(screen.getByLabelText('Role')).toHaveValue('editor');
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Sites' })).getByLabelText('main'),
    );
    const locales = within(screen.getByRole('group', { name: 'Locales' }));
    await userEvent.click(locales.getByLabelText('en'));
    await userEvent.click(locales.getByLabelText('ru'));
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(onSubmit).toHaveBeenCalledWith({
      login: 'main-editor',
      name: 'Maria',
      role: 'editor',
      sites: ['main'],
      locales: ['en', 'ru'],
    });
  });

  it('lets an administrator be invited without a scope', async () => {
    const onSubmit = jest.fn();
    renderAdmin(<UserForm mode="invite" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Login/), 'boss');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Boss');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ role: 'admin', sites: [] }));
  });

  it('shows the API’s "login taken" on the login field', () => {
    renderAdmin(
      <UserForm mode="invite" onSubmit={jest.fn()} serverProblems={{ login: 'taken' }} />,
    );
    expect(screen.getByLabelText(/^Login/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Login/)).toHaveAccessibleDescription(
      expect.stringContaining('This login is taken.'),
    );
  });

  it('edits name, role and scope but not the login', async () => {
    const onSubmit = jest.fn();
    renderAdmin(
      <UserForm
        mode="edit"
        onSubmit={onSubmit}
        initial={{
          login: 'asia',
          name: 'Aigerim',
          role: 'editor',
          sites: ['asia'],
          locales: ['ru'],
        }}
      />,
    );
    expect(screen.queryByLabelText(/^Login/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Edit asia' })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Locales' })).getByLabelText('kz'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ locales: ['ru', 'kz'] }));
  });
});
