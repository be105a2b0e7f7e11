import { screen, within } from '@testing-library/react';
import { homeProps } from '../testing/page-props';
import { renderPage } from '../testing/render-page.test-support';
import { HomePage } from './HomePage';

const props = homeProps;

describe('HomePage', () => {
  it('opens with the index banner as the page heading and a way to the contact form', () => {
    renderPage(<HomePage {...props('en')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Digital technologies for heavy industry',
    );
    expect(screen.getByRole('link', { name: 'Explore products' })).toHaveAttribute(
      'href',
      '/product/',
    );
    const ctas = screen.getAllByRole('link', { name: 'Contact us' });
    expect(ctas.length).toBeGreaterThanOrEqual(2);
    for (const cta of ctas) expect(cta).toHaveAttribute('href', '#contact-form');
  });

  it('shows the flagship products block in the flagship order', () => {
    renderPage(<HomePage {...props('en')} />);
    const block = screen.getByRole('group', { name: 'Our flagship products' });
    const names = within(block)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(names.slice(0, 3)).toEqual(['OpenMine', 'Dispatcher', 'Industrial IoT Platform']);
  });

  it('speaks Russian at /ru/: the block is “Ключевые продукты”, links keep the /ru/ prefix', () => {
    renderPage(<HomePage {...props('ru')} />, 'ru');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ключевые продукты' }),
    ).toBeInTheDocument();
    const industries = within(screen.getByRole('region', { name: 'Отрасли' }));
    expect(industries.getByRole('link', { name: 'Горная добыча' })).toHaveAttribute(
      'href',
      '/ru/industries/mining/',
    );
    expect(screen.getByRole('link', { name: /Все мероприятия/ })).toHaveAttribute(
      'href',
      '/ru/events/',
    );
  });

  it('lists the industries with a page, each linking to it', () => {
    renderPage(<HomePage {...props('en')} />);
    const industries = within(screen.getByRole('region', { name: 'Industries we serve' }));
    const links = industries.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Mechanical engineering and metalworking',
      'Oil and gas',
      'Process industries',
      'Mining',
      'Energy and utilities',
    ]);
    expect(links[1]).toHaveAttribute('href', '/industries/upstream/');
  });

  it('teases news with dates, events with their pages and cases with their results', () => {
    renderPage(<HomePage {...props('en')} />);
    const news = within(screen.getByRole('region', { name: 'News' }));
    expect(news.getByText('18 November 2026')).toBeInTheDocument();
    expect(
      news.getByRole('heading', {
        name: 'Digital Mine Forum 2026: programme published, registration open',
      }),
    ).toBeInTheDocument();
    const events = within(screen.getByRole('region', { name: 'Upcoming events' }));
    expect(
      events.getByRole('link', { name: 'Ferrum Digital Partner Conference 2027' }),
    ).toHaveAttribute('href', '/events/ferrum-digital-partner-conference-2027/');
    expect(events.getAllByText('In person')).toHaveLength(2);
    expect(events.getByText('In person and online')).toBeInTheDocument();
    expect(events.getByText('11 March 2027 – 12 March 2027')).toBeInTheDocument();
    const cases = within(screen.getByRole('region', { name: 'Customer cases' }));
    expect(
      cases.getByRole('link', { name: 'Closing the loop between drilling and fragmentation' }),
    ).toHaveAttribute('href', '/cases/east-kazakhstan-gold-drill-blast/');
  });

  it('greets German visitors in German, with the German banner', () => {
    renderPage(<HomePage {...props('de')} />, 'de');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Digitale Technologien für die Schwerindustrie',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Unsere Branchen' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Kontakt aufnehmen' })[0]).toHaveAttribute(
      'href',
      '#contact-form',
    );
  });

  it('falls back to its own hero and leaves out empty blocks when the API gave nothing', () => {
    renderPage(
      <HomePage
        locale="en"
        banner={null}
        products={[]}
        industries={[]}
        news={[]}
        events={[]}
        cases={[]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Digital technologies for heavy industry',
    );
    expect(
      screen.queryByRole('heading', { name: 'Our flagship products' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'News' })).not.toBeInTheDocument();
  });
});
