import { render, screen } from '@testing-library/react';
import { Hero } from './Hero';

describe('Hero', () => {
  it('renders the page heading, lead and call to action', () => {
    render(
      <Hero
        eyebrow="Платформа"
        title="Цифровая индустриальная платформа"
        lead="Сбор и анализ производственных данных."
        cta={{ label: 'Оставить заявку', href: '#request' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Цифровая индустриальная платформа',
    );
    expect(
      screen.getByRole('region', { name: 'Цифровая индустриальная платформа' }),
    ).toHaveTextContent('Сбор и анализ производственных данных.');
    expect(screen.getByRole('link', { name: 'Оставить заявку' })).toHaveAttribute(
      'href',
      '#request',
    );
  });
});
