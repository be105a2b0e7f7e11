import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore, provideBrowserStore } from '@corp/shared/data-access-api';
import { createApiHandlers } from '@corp/shared/data-access-api/testing';
import { RouteStateContext } from '@corp/shared/document';
import { I18nProvider } from '@corp/shared/i18n';
import { presskitProps } from '../testing/page-props';
import { API_BASE } from '../testing/render-page.test-support';
import type { PresskitGalleriesProps } from './PresskitGalleries.island';

const bodies: unknown[] = [];
const server = setupServer(
  http.post('*/api/v1/photogalleries/', async ({ request }) => {
    bodies.push(await request.clone().json());
  }),
  ...createApiHandlers(),
);
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // The modal restores the page's scroll position on close; jsdom does not scroll.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  server.resetHandlers();
  bodies.length = 0;
});
afterAll(() => server.close());

/**
 * The galleries as the presskit island page's part (ADR 0032): by the name its `Island` gives,
 * its props through JSON as the page carries them, no router and no Redux provider above it
 * (what `IslandShell` gives: the page's path, its texts).
 */
async function renderPart() {
  provideBrowserStore(makeStore({ baseUrl: API_BASE, logger: { warn: () => undefined } }));
  const { locale, sections, filters, galleries } = presskitProps('en');
  const props = JSON.parse(
    JSON.stringify({ locale, sections, filters, galleries }),
  ) as PresskitGalleriesProps;
  const Part = (await import('./PresskitGalleries.island')).PresskitGalleries;
  const view = render(
    <RouteStateContext value={{ pathname: '/presskit/', matches: null }}>
      <I18nProvider locale="en">
        <Part {...props} />
      </I18nProvider>
    </RouteStateContext>,
  );
  // The part shows once its texts have come (i18next's backend loads them).
  await waitFor(() => expect(view.container).not.toBeEmptyDOMElement());
  return view;
}

const galleryNames = () =>
  screen
    .queryAllByRole('button', {
      name: (_name, element) => element.getAttribute('aria-haspopup') === 'dialog',
    })
    .map((button) => button.textContent);

describe('the presskit galleries part', () => {
  it('opens a gallery with its downloads and closes it, with no router', async () => {
    const user = userEvent.setup();
    await renderPart();
    expect(galleryNames()).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Product screens 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product screens 2026' });
    expect(within(dialog).getAllByRole('link', { name: /^Download/ })).toHaveLength(6);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks the API for a chosen section’s galleries through the browser’s store', async () => {
    const user = userEvent.setup();
    await renderPart();
    await user.click(screen.getByRole('button', { name: 'Team' }));
    expect(screen.getByRole('button', { name: 'Team' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(galleryNames()).toEqual([
        'Academy: Engineers of the Future final',
        'Ferrum Digital team, Moscow office',
      ]),
    );
    expect(bodies).toEqual([{ section: '3', locale: 'en' }]);
  });
});
