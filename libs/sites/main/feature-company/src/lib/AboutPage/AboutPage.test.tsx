import { screen, within } from '@testing-library/react';
import { useCompanyTexts } from '../company-texts';
import { aboutProps } from '../testing/page-props';
import { renderPage } from '../testing/render-page.test-support';
import { AboutPage, aboutAnchors } from './AboutPage';

const props = aboutProps;

describe('AboutPage', () => {
  it('shows the about banner under breadcrumbs, and the company in figures', () => {
    renderPage(<AboutPage {...props('en')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ferrum Digital');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(crumbs.getByRole('link', { name: 'Main' })).toHaveAttribute('href', '/');
    expect(crumbs.getByText('About the company')).toHaveAttribute('aria-current', 'page');
    const figures = within(screen.getByRole('region', { name: 'The company in figures' }));
    expect(figures.getByText('cities with our offices').nextSibling).toHaveTextContent('11');
    expect(figures.getByText('products in our portfolio').nextSibling).toHaveTextContent('28');
    expect(figures.getByText('business divisions').nextSibling).toHaveTextContent('5');
  });

  it('lists each division with links to the pages of its products', () => {
    renderPage(<AboutPage {...props('en')} />);
    const divisions = within(screen.getByRole('region', { name: 'Our divisions' }));
    expect(divisions.getByRole('heading', { name: 'Mining' })).toBeInTheDocument();
    expect(divisions.getByRole('link', { name: 'Fragmentation' })).toHaveAttribute(
      'href',
      '/product/fragmentation/',
    );
    // knowMore: the product's own site, in a new tab.
    expect(divisions.getByRole('link', { name: /OpenMine/ })).toHaveAttribute('target', '_blank');
    // No page (btnStatus false): named, not linked.
    expect(divisions.getByText('ReuTech Slope Radar').tagName).toBe('SPAN');
  });

  it('gives every division a picture of its own', () => {
    const page = props('en');
    renderPage(<AboutPage {...page} />);
    const divisions = within(screen.getByRole('region', { name: 'Our divisions' }));
    const pictures = divisions
      .getAllByRole('heading', { level: 3 })
      .map((name) =>
        name.closest('li')?.querySelector('img:not([src^="data:"])')?.getAttribute('src'),
      );
    expect(pictures).toHaveLength(page.divisions.length);
    expect(pictures.every(Boolean)).toBe(true);
    expect(new Set(pictures).size).toBe(page.divisions.length);
  });

  it('introduces the people and links every office city to its contact page', () => {
    renderPage(<AboutPage {...props('ru')} />, 'ru');
    const team = within(screen.getByRole('region', { name: 'Наши люди' }));
    expect(team.getByText('Андрей Волков')).toBeInTheDocument();
    expect(team.getByText(/начальника смены в четыре часа утра/)).toBeInTheDocument();
    const offices = within(screen.getByRole('region', { name: 'Где мы работаем' }));
    expect(offices.getByRole('link', { name: 'Алматы' })).toHaveAttribute(
      'href',
      '/ru/contacts/almaty/',
    );
    expect(offices.getByRole('link', { name: /Все контакты/ })).toHaveAttribute(
      'href',
      '/ru/contacts/',
    );
  });

  it('speaks German at /de/about/, with “Hauptseite” in the breadcrumbs', () => {
    renderPage(<AboutPage {...props('de')} />, 'de');
    expect(screen.getByRole('link', { name: 'Hauptseite' })).toHaveAttribute('href', '/de/');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Das Unternehmen in Zahlen' }),
    ).toBeInTheDocument();
    // Pages without a German version keep their English address.
    expect(screen.getByRole('link', { name: /Karriere/ })).toHaveAttribute('href', '/about/hr/');
  });

  it('names its sections for the header’s section menu', () => {
    function Anchors() {
      const anchors = aboutAnchors(useCompanyTexts(), props('en'));
      return <p>{anchors.map((anchor) => `${anchor.id}:${anchor.label}`).join('|')}</p>;
    }
    renderPage(<Anchors />);
    expect(
      screen.getByText(
        'numbers:The company in figures|divisions:Our divisions|team:Our people|offices:Where we work|more:More about us',
      ),
    ).toBeInTheDocument();
    renderPage(<AboutPage {...props('en')} />);
    for (const id of ['numbers', 'divisions', 'team', 'offices', 'more']) {
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
  });
});
