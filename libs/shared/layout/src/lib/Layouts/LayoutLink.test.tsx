import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { PublicConfigContext } from '@corp/shared/document';
import { LayoutLink } from './LayoutLink';
import { LayoutNavigation } from './LayoutNavigation';

function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <p>at {pathname}</p>
      <LayoutLink to="/about/" className="nav" data-testid="about">
        About
      </LayoutLink>
      <LayoutLink to="/contacts/">Contacts</LayoutLink>
    </>
  );
}

function setUp({
  navigation = true,
  hubOrigin,
}: { navigation?: boolean; hubOrigin?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <PublicConfigContext value={hubOrigin ? { hubOrigin } : {}}>
            {navigation ? (
              <LayoutNavigation>
                <Outlet />
              </LayoutNavigation>
            ) : (
              <Outlet />
            )}
          </PublicConfigContext>
        ),
        children: [
          { index: true, element: <Page /> },
          { path: 'about', element: <Page /> },
          { path: 'contacts', element: <Page /> },
        ],
      },
    ],
    { initialEntries: ['/contacts/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('LayoutLink', () => {
  it('is a plain link to the path, with the props it is given', () => {
    setUp();
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about/');
    expect(link).toHaveClass('nav');
    expect(link).not.toHaveAttribute('data-discover');
  });

  it('navigates through the router on a click, pushing a history entry', () => {
    const router = setUp();
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByText('at /about/')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the entry when the link is to the page the visitor is on, as <Link> does', () => {
    const router = setUp();
    fireEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('at /contacts/')).toBeInTheDocument();
  });

  it('leaves a modified click (new tab or window) and a prevented one to the browser', () => {
    setUp();
    const link = screen.getByRole('link', { name: 'About' });
    const ctrl = fireEvent.click(link, { ctrlKey: true });
    expect(ctrl).toBe(true); // not prevented: the browser opens it
    expect(screen.getByText('at /contacts/')).toBeInTheDocument();
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(link);
    expect(screen.getByText('at /contacts/')).toBeInTheDocument();
  });

  it('is a plain link outside LayoutNavigation (an island page): the document loads the page', () => {
    setUp({ navigation: false });
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about/');
    expect(link).not.toHaveAttribute('data-discover');
    // Not prevented: the browser follows it; the router stays where it was.
    expect(fireEvent.click(link)).toBe(true);
    expect(screen.getByText('at /contacts/')).toBeInTheDocument();
  });

  it('goes to the main site’s origin on a host that wears its layout', () => {
    setUp({ hubOrigin: 'https://main.example' });
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      'https://main.example/about/',
    );
  });
});
