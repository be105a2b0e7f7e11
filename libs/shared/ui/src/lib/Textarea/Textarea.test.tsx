import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@corp/shared/i18n';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Textarea } from './Textarea';

const inRussian = (ui: ReactNode) => render(<I18nProvider locale="ru">{ui}</I18nProvider>);

describe('Textarea', () => {
  it('is an optional, labelled multi-line field by default', () => {
    inRussian(<Textarea label="Комментарий" />);
    const textarea = screen.getByRole('textbox', { name: 'Комментарий' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).not.toBeRequired();
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('counts the characters typed against maxLength', async () => {
    const user = userEvent.setup();
    inRussian(<Textarea label="Сопроводительное письмо" maxLength={10} />);
    const textarea = screen.getByRole('textbox', { name: 'Сопроводительное письмо' });
    expect(screen.getByText('0 / 10')).toBeVisible();
    await user.type(textarea, 'Привет');
    expect(screen.getByText('6 / 10')).toBeVisible();
    expect(textarea).toHaveAccessibleDescription('Использовано 6 из 10 символов');
    await user.type(textarea, ' всем мир!');
    expect(textarea).toHaveValue('Привет все');
    expect(screen.getByText('10 / 10')).toBeVisible();
  });

  it('shows the error and marks the field invalid and required', () => {
    inRussian(<Textarea label="Письмо" required error="обязательно" />);
    const textarea = screen.getByRole('textbox', { name: 'Письмо' });
    expect(textarea).toBeRequired();
    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleDescription('обязательно');
  });

  it('works with register and follows a reset of the form', async () => {
    const onSubmit = jest.fn();
    function Form() {
      const { register, handleSubmit, reset } = useForm({ defaultValues: { comment: 'Hi' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Textarea label="Comment" maxLength={100} {...register('comment')} />
          <button type="submit">Send</button>
          <button type="button" onClick={() => reset({ comment: '' })}>
            Clear
          </button>
        </form>
      );
    }
    const user = userEvent.setup();
    inRussian(<Form />);
    const textarea = screen.getByRole('textbox', { name: 'Comment' });
    expect(screen.getByText('2 / 100')).toBeVisible();
    await user.type(textarea, ' there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ comment: 'Hi there' }, expect.anything());
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(textarea).toHaveValue('');
    expect(screen.getByText('0 / 100')).toBeVisible();
  });
});
