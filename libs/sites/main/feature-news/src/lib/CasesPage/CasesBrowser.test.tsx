import { fireEvent, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createApiHandlers } from '@corp/shared/data-access-api/testing';
import { loadCasesPage } from '../loaders/case-loaders.server';
import { loaderArgs } from '../testing/render-page';
import { renderPart } from '../testing/render-part';
import { NOW } from '../testing/test-support';
import { CasesBrowser } from './CasesBrowser.island';

const server = setupServer(...createApiHandlers({ now: () => NOW }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('CasesBrowser (the cases page’s part)', () => {
  it('hydrates every case and filters them by industry, with no router', async () => {
    const page = await loadCasesPage(loaderArgs('/cases/'));
    if (page.view !== 'list') throw new Error('expected the list');
    const { locale, cases, industries } = page;
    const { recoverableErrors } = renderPart(CasesBrowser, { locale, cases, industries });
    expect(recoverableErrors).toEqual([]);
    expect(screen.getAllByRole('article')).toHaveLength(11);
    fireEvent.click(screen.getByRole('combobox', { name: 'Industry' }));
    fireEvent.click(screen.getByRole('option', { name: 'Oil and gas' }));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(1);
    // A plain link to the case's page (a document load on an island page).
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/cases/sibneft-esp-optimisation/',
    );
  });
});
