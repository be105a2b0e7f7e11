import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its visible label and marks required fields', () => {
    render(<TextField label="First name" required />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can hide the marker but stays required for assistive technology', () => {
    render(<TextField label="First name" required hideRequiredMarker />);
    expect(screen.queryByText('*')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeRequired();
  });

  it('links the error message and the hint to the input', () => {
    render(<TextField label="E-mail" type="email" hint="We reply here" error="Wrong e-mail" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('We reply here Wrong e-mail');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });

  it('passes the ref, name, onChange and onBlur of react-hook-form', async () => {
    const onSubmit = jest.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ company: string }>({
        mode: 'onBlur',
        defaultValues: { company: '' },
      });
      return (
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <TextField
            label="Company"
            required
            error={formState.errors.company?.message}
            {...register('company', { required: 'Required field' })}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).toHaveAttribute('name', 'company');

    await user.click(input);
    await user.tab();
    expect(await screen.findByText('Required field')).toBeVisible();
    expect(input).toHaveAccessibleDescription('Required field');

    await user.type(input, 'Zyfra');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ company: 'Zyfra' }, expect.anything());
    expect(input).not.toBeInvalid();
  });

  it('is not editable while disabled', async () => {
    render(<TextField label="Position" disabled defaultValue="Engineer" />);
    const input = screen.getByRole('textbox', { name: 'Position' });
    expect(input).toBeDisabled();
    await userEvent.setup().type(input, 'x');
    expect(input).toHaveValue('Engineer');
  });
});
