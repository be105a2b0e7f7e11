import { fireEvent, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createApiHandlers } from '@corp/shared/data-access-api/testing';
import { CasePage } from '../CasePage/CasePage';
import { loadCasesPage } from '../loaders/case-loaders.server';
import { cardPictureLoading, loaderArgs, NOW, renderPage } from '../testing/render-page';
import { CasesPage } from './CasesPage';

const server = setupServer(...createApiHandlers({ now: () => NOW }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('CasesPage', () => {
  it('lists every case and filters them by industry', async () => {
    const page = await loadCasesPage(loaderArgs('/cases/'));
    if (page.view !== 'list') throw new Error('expected the list');
    const { seo: _seo, view: _view, ...props } = page;
    const { container } = renderPage(<CasesPage {...props} />);
    expect(screen.getAllByRole('article')).toHaveLength(11);
    // The first card's picture is the largest of a phone's first paint: at once, first.
    expect(cardPictureLoading(container)).toEqual(['eager high', ...Array(10).fill('lazy')]);
    fireEvent.click(screen.getByRole('combobox', { name: 'Industry' }));
    fireEvent.click(screen.getByRole('option', { name: 'Oil and gas' }));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/cases/sibneft-esp-optimisation/',
    );
  });
});

describe('CasePage', () => {
  it('shows the challenge, solution, results, quote and more cases of the industry', async () => {
    const page = await loadCasesPage(
      loaderArgs('/ru/cases/kazakh-copper-dispatching/', { code: 'kazakh-copper-dispatching' }),
    );
    if (page.view !== 'case') throw new Error('expected a case');
    const { seo: _seo, view: _view, ...props } = page;
    renderPage(<CasePage {...props} />, { locale: 'ru' });
    for (const name of ['Задача', 'Решение', 'Результаты', 'Другие кейсы']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    // The industry above the title.
    expect(screen.getByRole('heading', { level: 1 }).previousElementSibling).toHaveTextContent(
      'Горная добыча',
    );
    expect(screen.getByRole('blockquote')).toBeInTheDocument();
    const more = screen.getByRole('region', { name: 'Другие кейсы' });
    expect(within(more).getAllByRole('article').length).toBeLessThanOrEqual(3);
    expect(within(more).getByRole('link', { name: 'Все кейсы' })).toHaveAttribute(
      'href',
      '/ru/cases/',
    );
  });
});
