import { render, screen } from '@testing-library/react';
import { HomePage } from './HomePage';
import { homeTexts } from './home-texts';

describe('HomePage', () => {
  it('renders the English home page', () => {
    render(<HomePage locale="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Digital solutions that make heavy industry more efficient',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      'Oil and gas',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '#contacts');
  });

  it('renders the Russian home page with a Russian home link', () => {
    render(<HomePage locale="ru" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Цифровые решения, которые делают тяжёлую промышленность эффективнее',
    );
    expect(screen.getByRole('link', { name: 'Перейти к содержанию' })).toBeInTheDocument();
  });

  it('takes German texts where they exist and English for the rest', () => {
    const de = homeTexts('de');
    expect(de.title).toBe('Digitale Lösungen für eine effizientere Schwerindustrie');
    expect(de.brand).toBe('Industrial Digital Group');
  });
});
