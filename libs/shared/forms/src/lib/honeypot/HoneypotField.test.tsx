import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { HoneypotField, useHoneypot } from './HoneypotField';

/** A form as the lead forms build it: two fields, the honeypot between them, a button. */
function Form({ onSend }: { onSend: (website: string) => void }) {
  const honeypot = useHoneypot();
  const [, setSent] = useState(0);
  return (
    <form
      aria-label="Request"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(honeypot.value());
        setSent((count) => count + 1);
      }}
    >
      <label>
        Name
        <input name="name" />
      </label>
      <HoneypotField honeypot={honeypot} />
      <label>
        E-mail
        <input name="email" type="email" />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

const honeypotInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[name="website"]');

describe('HoneypotField', () => {
  it('is not reachable with the keyboard: Tab goes from the field before it to the one after', async () => {
    const user = userEvent.setup();
    render(<Form onSend={() => undefined} />);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('is hidden from the accessibility tree, off-screen, never autofilled, and empty', async () => {
    const { container } = render(<Form onSend={() => undefined} />);
    // Only the two fields people see are text boxes to assistive technology.
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'name',
      'email',
    ]);
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    const input = honeypotInput(container);
    expect(input).not.toBeNull();
    expect(input?.closest('[aria-hidden="true"]')).toHaveClass('trap');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('');
    const results = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('hands over what is in it: empty from a person, the text a bot typed', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    const { container } = render(<Form onSend={(website) => sent.push(website)} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // A bot fills every input it finds in the markup.
    await user.type(honeypotInput(container) as HTMLInputElement, 'https://spam.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual(['', 'https://spam.example']);
  });
});
