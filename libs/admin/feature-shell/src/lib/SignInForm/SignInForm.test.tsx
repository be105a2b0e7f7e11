import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../testing/render-admin';
import { SignInForm } from './SignInForm';

describe('SignInForm', () => {
  it('names each empty field, ties the message to it and sends nothing', async () => {
    const onSubmit = jest.fn();
    renderAdmin(<SignInForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const login = screen.getByLabelText(/^Login/);
    const password = screen.getByLabelText(/^Password/);
    expect(login).toHaveAttribute('aria-invalid', 'true');
    expect(login).toHaveAccessibleDescription('Enter your Login.');
    expect(password).toHaveAccessibleDescription('Enter your Password.');
    expect(login).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the login (trimmed) and the password', async () => {
    const onSubmit = jest.fn();
    renderAdmin(<SignInForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Login/), ' ada ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ login: 'ada', password: 'correct horse' });
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
  });

  it.each([
    [{ kind: 'invalid' } as const, 'The login or password is wrong.'],
    [{ kind: 'locked', retryAfter: 240 } as const, 'Try again in 4 minutes.'],
    [{ kind: 'locked', retryAfter: 1 } as const, 'Try again in 1 second.'],
    [{ kind: 'locked' } as const, 'Try again later.'],
    [{ kind: 'no-users' } as const, 'Set ADMIN_USER and ADMIN_PASSWORD'],
    [{ kind: 'failed', status: 500 } as const, 'Something went wrong (500)'],
    [{ kind: 'failed', status: 0 } as const, 'The server could not be reached'],
  ])('explains %j in an alert', (error, text) => {
    renderAdmin(<SignInForm onSubmit={jest.fn()} error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('speaks Russian when the user chose it', () => {
    renderAdmin(
      <SignInForm onSubmit={jest.fn()} error={{ kind: 'locked', retryAfter: 300 }} />,
      'ru',
    );
    expect(screen.getByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Попробуйте через 5 минут.');
  });
});
