import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { createErrorBoundary } from './ErrorPage';

const texts = {
  notFound: 'This page could not be found',
  serverError: 'Something went wrong',
  returnHome: 'Return to main',
};

function renderAt(loader: () => unknown) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <p>home</p>,
      loader,
      ErrorBoundary: createErrorBoundary(texts, '/'),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('site error boundary', () => {
  it('shows the not-found page for a thrown 404 response', async () => {
    renderAt(() => {
      throw new Response(null, { status: 404 });
    });
    expect(await screen.findByRole('heading', { name: texts.notFound })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.returnHome })).toHaveAttribute('href', '/');
  });

  it('shows the server-error page for an unexpected exception', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(() => {
      throw new Error('database unavailable');
    });
    expect(await screen.findByRole('heading', { name: texts.serverError })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.queryByText(/database unavailable/)).not.toBeInTheDocument();
  });
});
