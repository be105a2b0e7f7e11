import { render, screen } from '@testing-library/react';
import { Link, relFor } from './Link';

describe('Link', () => {
  it('opens in a new tab without giving it window.opener by default', () => {
    render(<Link href="https://example.com/">Partner site</Link>);
    const link = screen.getByRole('link', { name: 'Partner site' });
    expect(link).toHaveAttribute('href', 'https://example.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('may open in the same tab, then without rel', () => {
    render(
      <Link href="/ru/contacts/" target="_self">
        Контакты
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Контакты' });
    expect(link).toHaveAttribute('target', '_self');
    expect(link).not.toHaveAttribute('rel');
  });

  it('keeps the caller’s rel tokens', () => {
    expect(relFor('_blank', 'nofollow')).toBe('nofollow noopener');
    expect(relFor('_blank', 'noopener')).toBe('noopener');
    expect(relFor('_self', 'nofollow')).toBe('nofollow');
  });

  it('passes other anchor attributes through', () => {
    render(
      <Link href="/download/Privacy_Policy.pdf" download aria-describedby="hint">
        Privacy policy
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Privacy policy' });
    expect(link).toHaveAttribute('download');
    expect(link).toHaveAttribute('aria-describedby', 'hint');
  });
});
