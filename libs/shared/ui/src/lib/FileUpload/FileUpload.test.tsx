import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FileUpload } from './FileUpload';

const renderIn = (ui: ReactNode, locale: Locale = 'en') =>
  render(<I18nProvider locale={locale}>{ui}</I18nProvider>);

const resume = {
  accept: ['pdf', 'doc', 'docx', 'pptx'],
  titleRu: 'Прикрепить резюме',
  titleEn: 'Attach your CV',
};

/**
 * The file input, checked by its accessible name: the label also holds the drop hint and the
 * `*`, hidden from assistive technology, which getByLabelText would read as text.
 */
const fileInput = (name: string) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  expect(input).toHaveAccessibleName(name);
  return input as HTMLInputElement;
};

const pdf = (name = 'cv.pdf', bytes = 2048) =>
  new File(['x'.repeat(bytes)], name, { type: 'application/pdf' });

describe('FileUpload', () => {
  it.each([
    ['ru', 'Прикрепить резюме'],
    ['kz', 'Прикрепить резюме'],
    ['en', 'Attach your CV'],
    ['de', 'Attach your CV'],
  ] as const)('in %s is a file input labelled %s', (locale, title) => {
    renderIn(<FileUpload {...resume} required />, locale);
    const input = fileInput(title);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx,.pptx');
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('falls back to the translated "Attach file" and lists the formats, never a size limit', () => {
    // Spec §5 "No size limit is shown" (issue 42: the resume form said "Maximum 10 MB").
    const { container } = renderIn(
      <FileUpload accept={resume.accept} maxSize={10 * 1024 * 1024} />,
      'ru',
    );
    const input = fileInput('Прикрепить файл');
    expect(input).toHaveAccessibleDescription('Форматы: PDF, DOC, DOCX, PPTX');
    expect(container).not.toHaveTextContent(/10\s*МБ|Максимальный/);
  });

  it('is reached with Tab and lists the chosen file with a remove button', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderIn(<FileUpload {...resume} onChange={onChange} />);
    await user.tab();
    const input = fileInput('Attach your CV');
    expect(input).toHaveFocus();

    const file = pdf('Anna_CV.pdf', 3 * 1024);
    await user.upload(input, file);
    expect(onChange).toHaveBeenLastCalledWith([file]);
    const list = screen.getByRole('list', { name: 'Selected files' });
    expect(within(list).getByText('Anna_CV.pdf')).toBeVisible();
    expect(within(list).getByText('3 KB')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove Anna_CV.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('replaces the file in single mode and adds files in multiple mode', async () => {
    const user = userEvent.setup();
    const { unmount } = renderIn(<FileUpload label="CV" />);
    await user.upload(fileInput('CV'), pdf('one.pdf'));
    await user.upload(fileInput('CV'), pdf('two.pdf'));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'two.pdf2 KB',
    ]);
    unmount();

    renderIn(<FileUpload label="Files" multiple />);
    await user.upload(fileInput('Files'), [pdf('one.pdf'), pdf('two.pdf')]);
    await user.upload(fileInput('Files'), pdf('three.pdf'));
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
  });

  it('refuses files of another type or over the size limit, saying why', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup({ applyAccept: false });
    renderIn(<FileUpload {...resume} maxSize={1024 * 1024} onChange={onChange} />, 'ru');
    const input = fileInput('Прикрепить резюме');
    await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Формат файла photo.png не поддерживается');
    await user.upload(input, pdf('big.pdf', 2 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('Файл big.pdf больше 1 МБ');
    expect(onChange).not.toHaveBeenCalled();
    await user.upload(input, new File(['x'], 'deck.PPTX'));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'deck.PPTX' })]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a dropped file', () => {
    const onChange = jest.fn();
    renderIn(<FileUpload {...resume} onChange={onChange} />);
    const zone = screen.getByText('Attach your CV');
    const file = pdf('dropped.pdf');
    fireEvent.dragOver(zone, { dataTransfer: { files: [file] } });
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(onChange).toHaveBeenCalledWith([file]);
    expect(screen.getByText('dropped.pdf')).toBeVisible();
  });

  it('shows the error linked to the input', () => {
    renderIn(<FileUpload {...resume} error="Attach your CV, please" />);
    const input = fileInput('Attach your CV');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(/Attach your CV, please/);
  });

  it('ignores choices while disabled', async () => {
    const onChange = jest.fn();
    renderIn(<FileUpload {...resume} disabled onChange={onChange} />);
    const input = fileInput('Attach your CV');
    expect(input).toBeDisabled();
    await userEvent.setup().upload(input, pdf());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works as a react-hook-form Controller with a required rule', async () => {
    const onSubmit = jest.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ file: File[] }>({
        defaultValues: { file: [] },
      });
      return (
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <Controller
            control={control}
            name="file"
            rules={{ validate: (files) => files.length > 0 || 'Attach your CV, please' }}
            render={({ field, fieldState }) => (
              <FileUpload {...resume} required error={fieldState.error?.message} {...field} />
            )}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    const user = userEvent.setup();
    renderIn(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Attach your CV, please')).toBeVisible();
    const input = fileInput('Attach your CV');
    expect(input).toHaveFocus();

    const file = pdf();
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ file: [file] }, expect.anything());
  });
});
