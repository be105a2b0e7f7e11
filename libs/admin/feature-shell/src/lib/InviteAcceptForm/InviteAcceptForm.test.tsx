import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../testing/render-admin';
import { InviteAcceptForm } from './InviteAcceptForm';

function setUp() {
  const onSubmit = jest.fn();
  renderAdmin(<InviteAcceptForm login="main-editor" name="Maria" onSubmit={onSubmit} />);
  return {
    onSubmit,
    password: screen.getByLabelText(/^New password/),
    repeat: screen.getByLabelText(/^Repeat the password/),
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' })),
  };
}

describe('InviteAcceptForm', () => {
  it('greets the invited person and states the policy beside the field', () => {
    const { password } = setUp();
    expect(screen.getByText('Welcome, Maria. Choose a password for the login main-editor.'));
    expect(password).toHaveAccessibleDescription('At least 12 characters.');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
  });

  it('refuses a password under 12 characters', async () => {
    const { password, repeat, submit, onSubmit } = setUp();
    await userEvent.type(password, 'short-11chr');
    await userEvent.type(repeat, 'short-11chr');
    await submit();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      'At least 12 characters. The password needs at least 12 characters.',
    );
    expect(password).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses two different passwords', async () => {
    const { password, repeat, submit, onSubmit } = setUp();
    await userEvent.type(password, 'twelve-chars-ok');
    await userEvent.type(repeat, 'twelve-chars-no');
    await submit();
    expect(repeat).toHaveAccessibleDescription('The two passwords differ.');
    expect(repeat).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid password once both match', async () => {
    const { password, repeat, submit, onSubmit } = setUp();
    await userEvent.type(password, 'twelve-chars-ok');
    await userEvent.type(repeat, 'twelve-chars-ok');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith('twelve-chars-ok');
  });
});
