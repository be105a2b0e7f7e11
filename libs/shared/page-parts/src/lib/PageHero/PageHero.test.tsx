import { screen } from '@testing-library/react';
import type { ServedBanner } from '@corp/shared/contracts';
import { renderPage, seed } from '../../testing';
import { bannerLink, heroFromBanner, PageHero } from './PageHero';

describe('PageHero', () => {
  it('turns a banner into the page heading, its text and its button in the visitor’s locale', () => {
    const banner = seed<ServedBanner>('banners', 'ru').find(
      (b) => b.code === 'about',
    ) as ServedBanner;
    renderPage(<PageHero {...heroFromBanner(banner, 'ru')} />, 'ru');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('«Феррум Диджитал»');
    expect(screen.getByText(/1600 инженеров/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Присоединиться к команде' })).toHaveAttribute(
      'href',
      '/ru/about/hr/',
    );
  });

  it('keeps a button to a section of the banner’s own page on that page', () => {
    expect(bannerLink({ page: '/academy/' }, '/academy/#courses', 'ru')).toBe('#courses');
    expect(bannerLink({ page: '/about/' }, '/about/hr/', 'ru')).toBe('/ru/about/hr/');
  });
});
