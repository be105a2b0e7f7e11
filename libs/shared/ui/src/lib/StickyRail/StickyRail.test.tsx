import { render, screen } from '@testing-library/react';
import { StickyRail } from './StickyRail';

describe('StickyRail', () => {
  it('holds its content and sticks at the given offset in px', () => {
    render(
      <StickyRail top={120} aria-label="Sections">
        <a href="#about">About</a>
      </StickyRail>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    const rail = link.parentElement as HTMLElement;
    expect(rail).toHaveAttribute('aria-label', 'Sections');
    expect(rail.style.getPropertyValue('--sticky-top')).toBe('120px');
  });

  it('accepts any CSS length and keeps the caller’s styles', () => {
    render(
      <StickyRail top="var(--space-16)" style={{ width: 280 }}>
        <p>Menu</p>
      </StickyRail>,
    );
    const rail = screen.getByText('Menu').parentElement as HTMLElement;
    expect(rail.style.getPropertyValue('--sticky-top')).toBe('var(--space-16)');
    expect(rail.style.width).toBe('280px');
  });

  it('sticks at the top by default', () => {
    render(
      <StickyRail>
        <p>Menu</p>
      </StickyRail>,
    );
    expect(
      (screen.getByText('Menu').parentElement as HTMLElement).style.getPropertyValue(
        '--sticky-top',
      ),
    ).toBe('0px');
  });
});
