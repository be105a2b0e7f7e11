import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { RouteErrorPage, createErrorBoundary } from './ErrorPage';
import type { ErrorSections } from './ErrorPage';
import { errorPageTexts } from './error-texts';
import { pageHref } from '../page-href/page-href';

const en = errorPageTexts.en;

/** A site's sections as a site app gives them (main's: apps/main/app/error-sections.ts). */
const sections: ErrorSections = (locale) => [
  { label: errorPageTexts[locale].sections['about'] ?? '', href: pageHref('/about/', locale) },
  {
    label: errorPageTexts[locale].sections['contacts'] ?? '',
    href: pageHref('/contacts/', locale),
  },
];

function renderAt(
  loader: () => unknown,
  path = '/',
  localized = false,
  withSections?: ErrorSections,
) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => <p>home</p>,
      loader,
      ErrorBoundary: createErrorBoundary({
        locale: 'en',
        homeHref: '/',
        localized,
        sections: withSections,
      }),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const notFound = () => {
  throw new Response(null, { status: 404 });
};

describe('site error boundary', () => {
  it('shows the not-found page with its image and a way home for a thrown 404', async () => {
    renderAt(notFound);
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', '/error-404.svg');
    expect(screen.getByRole('link', { name: en.returnHome })).toHaveAttribute('href', '/');
  });

  it('speaks the locale of the URL prefix on a localized site', async () => {
    renderAt(notFound, '/ru/nowhere/', true);
    expect(
      await screen.findByRole('heading', { name: errorPageTexts.ru.notFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: errorPageTexts.ru.returnHome })).toHaveAttribute(
      'href',
      '/ru/',
    );
  });

  it('shows the server-error page for an unexpected exception', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(() => {
      throw new Error('database unavailable');
    });
    expect(await screen.findByRole('heading', { name: en.serverError })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.queryByText(/database unavailable/)).not.toBeInTheDocument();
  });

  it('names the document after the error in the page locale', async () => {
    renderAt(notFound, '/de/nowhere/', true);
    await screen.findByRole('heading', { name: errorPageTexts.de.notFound });
    expect(document.title).toBe(errorPageTexts.de.notFoundTitle);
  });

  it('leads to the sections the site gives, in the page locale', async () => {
    renderAt(notFound, '/ru/nowhere/', true, sections);
    const nav = await screen.findByRole('navigation', {
      name: errorPageTexts.ru.sectionsLabel,
    });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      errorPageTexts.ru.sections['about'],
      errorPageTexts.ru.sections['contacts'],
    ]);
    expect(
      within(nav).getByRole('link', { name: errorPageTexts.ru.sections['about'] }),
    ).toHaveAttribute('href', '/ru/about/');
  });

  it('lists no sections on a site that gives none', async () => {
    renderAt(notFound, '/', false);
    await screen.findByRole('heading', { name: en.notFound });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('RouteErrorPage', () => {
  it('shows a 500 in the locale with the way home and the sections', () => {
    render(<RouteErrorPage error={new Error('boom')} locale="de" sections={sections} />);
    expect(
      screen.getByRole('heading', { name: errorPageTexts.de.serverError }),
    ).toBeInTheDocument();
    expect(document.title).toBe(errorPageTexts.de.serverErrorTitle);
    expect(screen.getByRole('link', { name: errorPageTexts.de.returnHome })).toHaveAttribute(
      'href',
      '/de/',
    );
    expect(
      screen.getByRole('navigation', { name: errorPageTexts.de.sectionsLabel }),
    ).toBeInTheDocument();
  });
});

it('has every text in every locale', () => {
  const keys = (texts: object): string[] =>
    Object.entries(texts).flatMap(([key, value]) =>
      typeof value === 'object' ? keys(value).map((inner) => `${key}.${inner}`) : [key],
    );
  for (const texts of Object.values(errorPageTexts)) expect(keys(texts)).toEqual(keys(en));
});
