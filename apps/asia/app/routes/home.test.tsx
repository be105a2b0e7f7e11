import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { I18nProvider } from '@corp/shared/i18n';
import AsiaLayoutRoute from '../layouts/asia-layout';
import AsiaHomeRoute, { meta } from './home';

const page = {
  products: [],
  industries: [],
  cases: [],
  office: {
    code: 'almaty',
    city: 'Алматы',
    title: 'Алматы кеңсесі — Орталық Азия',
    address: '050040, Қазақстан, Алматы қ., Әл-Фараби даңғылы, 77/7',
    phone: '+7 727 339-12-45',
    email: 'asia@ferrum-digital.example',
    workingHours: 'Дс–Жм 9:00–18:00 (UTC+5)',
    coordinates: { lat: 43.2389, lng: 76.8897 },
    isHeadOffice: false,
    description: 'Қазақстан, Өзбекстан, Қырғызстан және Моңғолиядағы сату.',
    initialLocale: 'kz',
  },
  seo: {
    title: 'Title',
    description: 'Description',
    canonical: 'http://asia.localhost/kz/',
    alternates: [],
    lang: 'kk',
  },
};

describe('asia home route', () => {
  it('renders the Kazakh page on /kz/ in the Asia layout with the office of its loader', async () => {
    const Stub = createRoutesStub([
      {
        Component: AsiaLayoutRoute,
        HydrateFallback: () => null,
        children: [
          {
            path: '/kz',
            id: 'asia___kz',
            Component: AsiaHomeRoute,
            loader: () => ({ ...page, locale: 'kz' }),
          },
        ],
      },
    ]);
    render(
      <I18nProvider locale="kz">
        <Stub initialEntries={['/kz']} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Қазақстан өнеркәсібіне арналған цифрлық шешімдер',
    );
    expect(screen.getByRole('navigation', { name: 'Тіл' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /\+7 727 339-12-45/ }).length).toBeGreaterThan(0);
  });

  it('gives the page its SEO title and description', () => {
    const tags = meta({ loaderData: { ...page, locale: 'kz' } } as unknown as Parameters<
      typeof meta
    >[0]);
    expect(tags).toEqual(
      expect.arrayContaining([{ title: 'Title' }, { name: 'description', content: 'Description' }]),
    );
  });
});
