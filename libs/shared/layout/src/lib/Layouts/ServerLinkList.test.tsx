import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { HYDRATED_ATTRIBUTE } from '@corp/shared/document';
import { LayoutLink, LayoutNavigation } from './LayoutLink';
import { ServerLinkList } from './ServerLinkList';

const links = (names: string[]) =>
  names.map((name) => (
    <li key={name}>
      <LayoutLink to={`/${name.toLowerCase()}/`}>{name}</LayoutLink>
    </li>
  ));

/** The list inside a site root's router and `LayoutNavigation`, on the page at `/`. */
function inSite(list: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <LayoutNavigation>
            {list}
            <Outlet />
          </LayoutNavigation>
        ),
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/about/', element: <h1>About us</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  return { router, element: <RouterProvider router={router} /> };
}

describe('ServerLinkList', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    document.body.innerHTML = '';
  });

  it('keeps the server’s markup while the page hydrates, without rendering its items', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ServerLinkList id="footer-list">
        <li>
          <a href="/about/">About</a>
        </li>
        <li>
          <a href="/careers/">Careers</a>
        </li>
      </ServerLinkList>,
    );
    document.body.append(container);
    const served = container.innerHTML;
    // Items that would render differently: hydration does not render them.
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <ServerLinkList id="footer-list">{[<li key="other">Other</li>]}</ServerLinkList>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(served);
    expect(within(container).getByRole('link', { name: 'Careers' })).toHaveAttribute(
      'href',
      '/careers/',
    );
  });

  it('follows its links through the router (the page is not loaded again)', async () => {
    // What the server sent, before the browser mounts the list.
    const served = document.createElement('ul');
    served.id = 'footer-list';
    served.innerHTML =
      '<li><a href="/about/">About</a></li><li><a href="tel:+74951204500">Call</a></li>';
    document.body.append(served);
    const { router, element } = inSite(
      <ServerLinkList id="footer-list">{[<li key="x">Not rendered</li>]}</ServerLinkList>,
    );
    const { container } = render(element);
    served.remove();
    expect(within(container).queryByText('Not rendered')).toBeNull();

    await userEvent.click(within(container).getByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/about/');
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
  });

  it('renders its items once the page has hydrated (another layout, another locale)', () => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    const { element } = inSite(
      <ServerLinkList id="footer-list">{links(['Über uns'])}</ServerLinkList>,
    );
    render(element);
    expect(screen.getByRole('link', { name: 'Über uns' })).toBeInTheDocument();
  });
});
