import { render, screen } from '@testing-library/react';
import { Hero } from './Hero';

describe('Hero', () => {
  it('names its block by the page’s one h1 and shows the lead and the actions under it', () => {
    render(
      <Hero
        eyebrow="About the company"
        title="Digital solutions for heavy industry"
        text="Software and equipment for mining."
        actions={<a href="#request">Request a demo</a>}
      />,
    );
    const hero = screen.getByRole('region', { name: 'Digital solutions for heavy industry' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(hero).toHaveTextContent(
      'About the companyDigital solutions for heavy industrySoftware and equipment for mining.Request a demo',
    );
    expect(screen.getByRole('link', { name: 'Request a demo' })).toHaveAttribute(
      'href',
      '#request',
    );
  });

  it('marks a title and lead served in another language than the page’s', () => {
    render(<Hero title="Курс" titleLang="ru" text="Программа курса" textLang="ru" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'ru');
    expect(screen.getByText('Программа курса')).toHaveAttribute('lang', 'ru');
  });

  it('shows the art eagerly at the size it was drawn for, decorative unless described', () => {
    const { container, rerender } = render(
      <Hero title="About" image={{ desktop: '/images/about.svg' }} />,
    );
    let img = container.querySelector('picture img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('width', '560');
    expect(img).toHaveAttribute('height', '360');

    rerender(
      <Hero
        title="Dispatcher"
        image={{ desktop: '/images/truck.svg' }}
        imageAlt="A haul truck"
        art="spot"
      />,
    );
    img = container.querySelector('picture img');
    expect(img).toHaveAttribute('alt', 'A haul truck');
    expect(img).toHaveAttribute('width', '480');
  });

  it('takes the content’s own background and no art when it has none', () => {
    render(<Hero title="Flow" background="rgb(1, 2, 3)" />);
    const hero = screen.getByRole('region', { name: 'Flow' });
    expect(hero).toHaveStyle({ background: 'rgb(1, 2, 3)' });
    expect(hero.querySelector('picture')).toBeNull();
  });
});
