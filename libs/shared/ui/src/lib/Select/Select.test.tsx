import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { I18nProvider } from '@corp/shared/i18n';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { SelectOption } from './Select';
import { Select } from './Select';

const industries: SelectOption[] = [
  { value: '1', label: 'Mechanical engineering and metalworking' },
  { value: '2', label: 'Oil and gas' },
  { value: '3', label: 'Process industries' },
  { value: '4', label: 'Mining' },
  { value: '5', label: 'Energy and utilities' },
  { value: '6', label: 'Other' },
];

const renderIn = (ui: ReactNode, locale: 'en' | 'ru' = 'en') =>
  render(<I18nProvider locale={locale}>{ui}</I18nProvider>);

const activeOption = (combobox: HTMLElement) => {
  const id = combobox.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('Select', () => {
  it('is a labelled, collapsed combobox showing the translated placeholder', () => {
    renderIn(<Select label="Отрасль" required options={industries} />, 'ru');
    const combobox = screen.getByRole('combobox', { name: 'Отрасль' });
    expect(combobox).toHaveTextContent('Выберите');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens with Enter, moves with the arrows and chooses with Enter', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderIn(<Select label="Industry" options={industries} onChange={onChange} />);
    await user.tab();
    const combobox = screen.getByRole('combobox', { name: 'Industry' });
    expect(combobox).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Industry' })).toBeVisible();
    expect(activeOption(combobox)).toHaveTextContent('Mechanical engineering and metalworking');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}');
    expect(activeOption(combobox)).toHaveTextContent('Process industries');
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenCalledWith('3');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('Process industries');
    expect(combobox).toHaveFocus();
  });

  it('opens with Space or ArrowDown, jumps with Home/End and closes with Escape unchanged', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderIn(<Select label="Industry" options={industries} defaultValue="2" onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Industry' });
    combobox.focus();

    await user.keyboard(' ');
    expect(activeOption(combobox)).toHaveTextContent('Oil and gas');
    expect(screen.getByRole('option', { name: 'Oil and gas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{End}');
    expect(activeOption(combobox)).toHaveTextContent('Other');
    await user.keyboard('{Home}');
    expect(activeOption(combobox)).toHaveTextContent('Mechanical engineering');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox).toHaveTextContent('Oil and gas');
  });

  it('jumps to options by their first letter, cycling on repeats', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderIn(<Select label="Industry" options={industries} onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Industry' });
    combobox.focus();

    await user.keyboard('m');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption(combobox)).toHaveTextContent('Mechanical engineering');
    await user.keyboard('m');
    expect(activeOption(combobox)).toHaveTextContent('Mining');
    now += 600; // a pause starts a new search
    await user.keyboard('E');
    expect(activeOption(combobox)).toHaveTextContent('Energy and utilities');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('5');

    now += 600;
    await user.keyboard('pro');
    expect(activeOption(combobox)).toHaveTextContent('Process industries');
    jest.restoreAllMocks();
  });

  it('opens on click and chooses the clicked option', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderIn(<Select label="Industry" options={industries} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Industry' }));
    await user.click(screen.getByRole('option', { name: 'Mining' }));
    expect(onChange).toHaveBeenCalledWith('4');
    expect(screen.getByRole('combobox')).toHaveTextContent('Mining');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens on a tap while its options load, says so, and fills when they arrive (issue 46)', async () => {
    const user = userEvent.setup();
    const { rerender } = renderIn(<Select label="Industry" options={[]} loading />);
    const combobox = screen.getByRole('combobox', { name: 'Industry' });
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Industry' });
    expect(listbox).toBeVisible();
    expect(listbox).toHaveAttribute('aria-busy', 'true');
    expect(listbox).toHaveTextContent('Loading…');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');

    rerender(
      <I18nProvider locale="en">
        <Select label="Industry" options={industries} value="4" loading={false} />
      </I18nProvider>,
    );
    expect(listbox).not.toHaveAttribute('aria-busy');
    expect(listbox).not.toHaveTextContent('Loading…');
    // The chosen option is the active one, as when the list opens with its options there.
    expect(activeOption(combobox)).toHaveTextContent('Mining');
    await user.click(screen.getByRole('option', { name: 'Oil and gas' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('without options and not loading, stays closed', async () => {
    const user = userEvent.setup();
    renderIn(<Select label="Industry" options={[]} />);
    const combobox = screen.getByRole('combobox', { name: 'Industry' });
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('passes axe while its list is open and loading', async () => {
    const user = userEvent.setup();
    const { container } = renderIn(<Select label="Industry" options={[]} loading />);
    await user.click(screen.getByRole('combobox', { name: 'Industry' }));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('focuses the combobox when its label is clicked', async () => {
    const user = userEvent.setup();
    renderIn(<Select label="Industry" options={industries} />);
    await user.click(screen.getByText('Industry'));
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveFocus();
  });

  it('shows the error linked to the combobox', () => {
    renderIn(<Select label="Country" options={industries} error="Choose a country" />);
    const combobox = screen.getByRole('combobox', { name: 'Country' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Choose a country');
  });

  it('is skipped by Tab and stays closed while disabled', async () => {
    const user = userEvent.setup();
    renderIn(
      <>
        <Select label="Industry" options={industries} disabled />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.click(screen.getByRole('combobox', { name: 'Industry' }));
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('works as a react-hook-form Controller and submits its value by name', async () => {
    const onSubmit = jest.fn();
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { industry: '' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Controller
            control={control}
            name="industry"
            rules={{ required: 'Choose an industry' }}
            render={({ field, fieldState }) => (
              <Select
                label="Industry"
                required
                options={industries}
                error={fieldState.error?.message}
                {...field}
              />
            )}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    const user = userEvent.setup();
    renderIn(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose an industry')).toBeVisible();
    // react-hook-form focuses the first invalid field through the ref.
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveFocus();

    await user.keyboard('o{Enter}');
    expect(screen.queryByText('Choose an industry')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ industry: '2' }, expect.anything());
    // A plain form post (React Router's <Form>) carries the value too.
    expect(document.querySelector('input[type="hidden"][name="industry"]')).toHaveValue('2');
  });

  it('passes axe while the list is open', async () => {
    const user = userEvent.setup();
    const { container } = renderIn(
      <Select label="Industry" required options={industries} error="Choose one" />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Industry' }));
    await user.keyboard('{ArrowDown}');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
