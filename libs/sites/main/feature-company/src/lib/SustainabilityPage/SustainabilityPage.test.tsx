import { screen, within } from '@testing-library/react';
import type { ServedRegulation } from '@corp/shared/contracts';
import { useCompanyTexts } from '../company-texts';
import { renderPage, seed } from '../testing/render-page.test-support';
import { SustainabilityPage, sustainabilityAnchors } from './SustainabilityPage';

describe('SustainabilityPage', () => {
  it('groups the regulations by kind, newest first, each a PDF to download', () => {
    renderPage(
      <SustainabilityPage locale="ru" regulations={seed<ServedRegulation>('regulations', 'ru')} />,
      'ru',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Устойчивое развитие' }),
    ).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Навигационная цепочка' }));
    expect(crumbs.getByRole('link', { name: 'О компании' })).toHaveAttribute('href', '/ru/about/');
    const policies = within(screen.getByRole('region', { name: 'Политики' }));
    const items = policies.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Политика в области охраны труда');
    expect(items[0]).toHaveTextContent('Действует с 5 марта 2026');
    const download = within(items[0] as HTMLElement).getByRole('link', { name: /Скачать/ });
    expect(download).toHaveAttribute('href', '/download/regulations/health-and-safety-policy.pdf');
    expect(download).toHaveAttribute('download', 'health-and-safety-policy.pdf');
    expect(screen.getByRole('region', { name: 'Сертификаты' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Кодексы поведения' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Заявления' })).toBeInTheDocument();
  });

  it('offers the anti-corruption policy of spec §2.8', () => {
    renderPage(
      <SustainabilityPage locale="en" regulations={seed<ServedRegulation>('regulations')} />,
    );
    const region = within(screen.getByRole('region', { name: 'Anti-Corruption Policy' }));
    expect(region.getByRole('link', { name: /Download/ })).toHaveAttribute(
      'href',
      '/download/Anti_Corruption_Policy.pdf',
    );
  });

  it('lists for the side menu only the kinds it shows', () => {
    const regulations = seed<ServedRegulation>('regulations').filter(
      (r) => r.category !== 'statement',
    );
    function Anchors() {
      return (
        <p>
          {sustainabilityAnchors(useCompanyTexts(), { regulations })
            .map((a) => a.id)
            .join(' ')}
        </p>
      );
    }
    renderPage(<Anchors />);
    expect(
      screen.getByText(
        'principles regulations-policy regulations-certificate regulations-code anti-corruption contact',
      ),
    ).toBeInTheDocument();
  });
});
