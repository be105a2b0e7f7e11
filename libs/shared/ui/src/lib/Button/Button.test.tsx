import { fireEvent, render, screen } from '@testing-library/react';
import { Button, ButtonLink, buttonSizes, buttonVariants } from './Button';

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

  it.each(buttonVariants.flatMap((variant) => buttonSizes.map((size) => [variant, size] as const)))(
    'dresses a %s %s button and a link alike',
    (variant, size) => {
      render(
        <>
          <Button variant={variant} size={size}>
            Act
          </Button>
          <ButtonLink variant={variant} size={size} href="/go/">
            Go
          </ButtonLink>
        </>,
      );
      const button = screen.getByRole('button', { name: 'Act' });
      const link = screen.getByRole('link', { name: 'Go' });
      expect(link).toHaveAttribute('href', '/go/');
      expect(link.className).toBe(button.className);
      expect(button).toHaveClass('button', variant);
    },
  );
});
