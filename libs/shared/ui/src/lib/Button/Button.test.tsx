import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain button that reports clicks', () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Contact us</Button>);
    const button = screen.getByRole('button', { name: 'Contact us' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while disabled', () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Send
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows the pending label and blocks repeat submits while pending', () => {
    const onClick = jest.fn();
    render(
      <Button type="submit" pending pendingLabel="Sending..." onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
