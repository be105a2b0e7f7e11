import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { createErrorBoundary } from './ErrorPage';
import { errorPageTexts } from './error-texts';

const en = errorPageTexts.en;

function renderAt(loader: () => unknown, path = '/', localized = false) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => <p>home</p>,
      loader,
      ErrorBoundary: createErrorBoundary('en', '/', localized),
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
});
