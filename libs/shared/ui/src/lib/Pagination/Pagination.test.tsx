import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@corp/shared/i18n';
import { I18nProvider } from '@corp/shared/i18n';
import { Pagination } from './Pagination';

function renderPagination(page: number, totalPages: number, locale: Locale = 'en') {
  const onChange = jest.fn();
  const view = render(
    <I18nProvider locale={locale}>
      <Pagination page={page} totalPages={totalPages} onChange={onChange} />
    </I18nProvider>,
  );
  return { onChange, ...view };
}

describe('Pagination', () => {
  it('shows the window of pages with ellipses in a labelled navigation', () => {
    renderPagination(5, 10);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page / })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '10']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
  });

  it('marks the current page', () => {
    renderPagination(5, 10);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('disables Previous on the first page only', () => {
    renderPagination(1, 3);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('disables Next on the last page only', () => {
    renderPagination(3, 3);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('reports the chosen page, and the steps around the current one', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPagination(5, 10);
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[10], [4], [6]]);
  });

  it('does nothing when the current page is clicked', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPagination(5, 10);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPagination(2, 3);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('labels its buttons in the page locale', () => {
    renderPagination(2, 3, 'ru');
    expect(screen.getByRole('navigation', { name: 'Постраничная навигация' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows nothing for a single page', () => {
    const { container } = renderPagination(1, 1);
    expect(container).toBeEmptyDOMElement();
  });
});
