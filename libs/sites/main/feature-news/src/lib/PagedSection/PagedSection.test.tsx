import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@corp/shared/i18n';
import { PagedSection } from './PagedSection';

function Paged() {
  const [page, setPage] = useState(1);
  return (
    <PagedSection
      title="Recordings"
      headingId="recordings"
      items={page === 1 ? ['First'] : ['Second']}
      keyOf={(item) => item}
      renderItem={(item) => <article>{item}</article>}
      page={page}
      totalPages={2}
      onPageChange={setPage}
      loading={false}
      failed={false}
      emptyText="Nothing here"
    />
  );
}

describe('PagedSection', () => {
  const scrollIntoView = jest.fn();
  const { matchMedia } = window;
  beforeEach(() => {
    scrollIntoView.mockReset();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
  });
  afterEach(() => {
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  });

  async function nextPage() {
    render(
      <I18nProvider locale="en">
        <Paged />
      </I18nProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Second')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 2, name: 'Recordings' });
    expect(heading).toHaveFocus();
    expect(scrollIntoView.mock.contexts).toEqual([heading]);
  }

  it('brings the heading into view smoothly, with the focus, on a page change', async () => {
    await nextPage();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
  });

  it('jumps without animation for visitors who prefer reduced motion', async () => {
    Object.defineProperty(window, 'matchMedia', {
      value: (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }),
      configurable: true,
    });
    await nextPage();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'auto' });
  });
});
