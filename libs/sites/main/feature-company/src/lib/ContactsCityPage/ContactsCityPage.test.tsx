import { screen, within } from '@testing-library/react';
import type { ServedOffice } from '@corp/shared/contracts';
import { renderPage, seed } from '../testing/render-page.test-support';
import { ContactsCityPage, mapHref } from './ContactsCityPage';

describe('ContactsCityPage', () => {
  const offices = seed<ServedOffice>('offices', 'ru');
  const almaty = offices.find((office) => office.code === 'almaty') as ServedOffice;

  it('shows the office with its address, phone, e-mail and hours', () => {
    renderPage(<ContactsCityPage locale="ru" office={almaty} offices={offices} />, 'ru');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Офис в Алматы — Центральная Азия',
    );
    const crumbs = within(screen.getByRole('navigation', { name: 'Навигационная цепочка' }));
    expect(crumbs.getByRole('link', { name: 'Контакты' })).toHaveAttribute('href', '/ru/contacts/');
    expect(crumbs.getByText('Алматы')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('050040, Казахстан, Алматы, пр. Аль-Фараби, 77/7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+7 727 339-12-45' })).toHaveAttribute(
      'href',
      'tel:+77273391245',
    );
    expect(screen.getByRole('link', { name: 'asia@ferrum-digital.example' })).toBeInTheDocument();
    expect(screen.getByText('Пн–Пт 9:00–18:00 (UTC+5)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Показать на карте/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('links the other cities and marks its own', () => {
    renderPage(<ContactsCityPage locale="ru" office={almaty} offices={offices} />, 'ru');
    const cities = within(screen.getByRole('list', { name: 'Наши офисы в других городах' }));
    expect(cities.getByRole('link', { name: 'Пермь' })).toHaveAttribute(
      'href',
      '/ru/contacts/perm/',
    );
    expect(cities.queryByRole('link', { name: 'Алматы' })).not.toBeInTheDocument();
    expect(cities.getByText('Алматы')).toHaveAttribute('aria-current', 'page');
  });

  it('points the map link at the office’s coordinates', () => {
    expect(mapHref({ lat: 43.2389, lng: 76.8897 })).toBe(
      'https://www.openstreetmap.org/?mlat=43.2389&mlon=76.8897#map=17/43.2389/76.8897',
    );
  });
});
