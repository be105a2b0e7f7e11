import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Checkbox } from './Checkbox';

const policy = (
  <>
    I accept the <a href="/download/Privacy_Policy.pdf">privacy policy</a>
  </>
);

describe('Checkbox', () => {
  it('is named by its label, link included, and toggles with click and Space', async () => {
    const user = userEvent.setup();
    render(<Checkbox label={policy} required />);
    const box = screen.getByRole('checkbox', { name: 'I accept the privacy policy' });
    expect(box).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByText(/I accept the/));
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('keeps the link in the label a working link that does not tick the box', async () => {
    const user = userEvent.setup();
    render(<Checkbox label={policy} />);
    const link = screen.getByRole('link', { name: 'privacy policy' });
    expect(link).toHaveAttribute('href', '/download/Privacy_Policy.pdf');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('shows the error linked to the box', () => {
    render(<Checkbox label="I agree" error="Required" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Required');
  });

  it('validates and submits through react-hook-form', async () => {
    const onSubmit = jest.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ policy: boolean }>({
        defaultValues: { policy: false },
      });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Checkbox
            label="I agree"
            required
            error={formState.errors.policy?.message}
            {...register('policy', { required: 'Please agree' })}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please agree')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ policy: true }, expect.anything());
    expect(screen.queryByText('Please agree')).not.toBeInTheDocument();
  });

  it('cannot be toggled while disabled', async () => {
    render(<Checkbox label="I agree" disabled />);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});
