import { render, screen } from '@testing-library/react';
import type { FieldOwnProps } from './FormField';
import { FormField, fieldControlProps, useFieldIds } from './FormField';

function Field({
  id,
  describedBy,
  ...props
}: FieldOwnProps & { id?: string; describedBy?: string }) {
  const ids = useFieldIds(id);
  return (
    <FormField ids={ids} {...props}>
      <input id={ids.id} {...fieldControlProps(ids, { ...props, describedBy })} />
    </FormField>
  );
}

describe('FormField', () => {
  it('labels the control and keeps the caller id', () => {
    render(<Field id="company" label="Company" />);
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).toHaveAttribute('id', 'company');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-required');
  });

  it('gives every field its own ids', () => {
    render(
      <>
        <Field label="First" />
        <Field label="Second" />
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First' });
    const second = screen.getByRole('textbox', { name: 'Second' });
    expect(first.id).not.toBe(second.id);
  });

  it('describes the control by the caller ids, the hint and the error, in that order', () => {
    render(
      <>
        <p id="extra">Shown on the invoice</p>
        <Field label="Company" required hint="Legal name" error="Required" describedBy="extra" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).toHaveAccessibleDescription('Shown on the invoice Legal name Required');
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});
