import { fireEvent, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createApiHandlers } from '@corp/shared/data-access-api/testing';
import { loadMediaItemPage } from '../loaders/media-loaders.server';
import { loaderArgs, NOW, renderPage } from '../testing/render-page';
import { MediaItemPage } from './MediaItemPage';

const server = setupServer(...createApiHandlers({ now: () => NOW }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function renderItem(path: string, code: string, special = false) {
  const { seo: _seo, ...props } = await loadMediaItemPage(loaderArgs(path, { code }), special);
  return renderPage(<MediaItemPage {...props} />, { locale: props.locale, path });
}

describe('MediaItemPage', () => {
  it('shows the item with its breadcrumbs, text, #tags, products and related items', async () => {
    await renderItem('/news/media/video-dumptruck-advisor-tyres/', 'video-dumptruck-advisor-tyres');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Video: how a driver advisor extends haul-truck tyre life',
      }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Main' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'News and media' })).toHaveAttribute(
      'href',
      '/news/media/',
    );
    expect(screen.getByText('Published')).toHaveTextContent('Published 13 May 2026');
    const tags = within(screen.getByRole('complementary')).getByRole('list', { name: 'Topics' });
    expect(within(tags).getByRole('link', { name: '#mining' })).toHaveAttribute(
      'href',
      '/news/media/?tag=1',
    );
    expect(screen.getByRole('link', { name: 'Dump Truck Advisor' })).toHaveAttribute(
      'href',
      '/product/dumptruck-advisor/',
    );
    const related = screen.getByRole('region', { name: 'Related materials' });
    const relatedCards = within(related).getAllByRole('article');
    expect(relatedCards.length).toBeGreaterThan(0);
    expect(relatedCards.length).toBeLessThanOrEqual(3);
  });

  it('loads nothing from the video host until the visitor presses play', async () => {
    const { container } = await renderItem(
      '/news/media/video-dumptruck-advisor-tyres/',
      'video-dumptruck-advisor-tyres',
    );
    expect(container.querySelector('video')).toBeNull();
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Play the video: Video: how a driver advisor extends haul-truck tyre life',
      }),
    );
    const source = container.querySelector('video source');
    expect(source).toHaveAttribute('src', '/video/media/dumptruck-advisor-tyres.mp4');
    expect(source).toHaveAttribute('type', 'video/mp4');
  });

  it('places a special project under the special projects list, in Russian', async () => {
    await renderItem(
      '/ru/news/media/special/special-oil-field-of-the-future/',
      'special-oil-field-of-the-future',
      true,
    );
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByRole('link', { name: 'Спецпроекты' })).toHaveAttribute(
      'href',
      '/ru/news/media/special/',
    );
    expect(screen.getByText('Спецпроект', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все спецпроекты' })).toHaveAttribute(
      'href',
      '/ru/news/media/special/',
    );
  });
});
