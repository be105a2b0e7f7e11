import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mediaQueries } from '@corp/shared/ui';
import { mockMatchMedia, renderInRouter, scrollWindowTo } from '../Layouts/layout.test-support';
import {
  COMPLETE_SECTION_SCROLL_OFFSET,
  FOOTER_SCROLL_OFFSET,
  SECTION_SCROLL_OFFSET,
  activeSectionOf,
  isSideMenuCollapsed,
} from './active-section';
import { SideMenu } from './SideMenu';

const sections = [
  { id: 'overview', label: 'Overview' },
  { id: 'features', label: 'Features' },
  { id: 'results', label: 'Results', complete: true },
];

describe('active section', () => {
  it('uses the offsets of spec §4: 227 px, 127 px for complete blocks, 20 px for the footer', () => {
    expect([SECTION_SCROLL_OFFSET, COMPLETE_SECTION_SCROLL_OFFSET, FOOTER_SCROLL_OFFSET]).toEqual([
      227, 127, 20,
    ]);
  });

  it('is the last section whose top passed its offset line', () => {
    expect(
      activeSectionOf([
        { id: 'a', top: 300 },
        { id: 'b', top: 900 },
      ]),
    ).toBeNull();
    expect(
      activeSectionOf([
        { id: 'a', top: 227 },
        { id: 'b', top: 900 },
      ]),
    ).toBe('a');
    expect(
      activeSectionOf([
        { id: 'a', top: -500 },
        { id: 'b', top: 200 },
      ]),
    ).toBe('b');
    expect(
      activeSectionOf([
        { id: 'a', top: -500 },
        { id: 'b', top: 200, complete: true },
      ]),
    ).toBe('a');
    expect(
      activeSectionOf([
        { id: 'a', top: -500 },
        { id: 'b', top: 127, complete: true },
      ]),
    ).toBe('b');
  });

  it('marks the section the menu scrolled to, left a fraction of a pixel below the line', () => {
    // The window scrolls by whole pixels, a section's top is fractional (seen in Chromium).
    const second = (top: number, complete = false) =>
      activeSectionOf([
        { id: 'a', top: -500 },
        { id: 'b', top, complete },
      ]);
    expect(second(227.125)).toBe('b');
    expect(second(128.5, true)).toBe('a');
  });

  it('collapses the menu when the footer comes within 20 px of it', () => {
    expect(isSideMenuCollapsed(null, 500)).toBe(false);
    expect(isSideMenuCollapsed(521, 500)).toBe(false);
    expect(isSideMenuCollapsed(520, 500)).toBe(true);
  });
});

describe('SideMenu', () => {
  const tops: Record<string, number> = {};
  const scrollTo = jest.fn();

  function Page() {
    return (
      <>
        <SideMenu sections={sections} />
        {sections.map((section) => (
          <section key={section.id} id={section.id}>
            {section.label}
          </section>
        ))}
        <footer id="site-footer">Footer</footer>
      </>
    );
  }

  beforeEach(() => {
    Object.assign(tops, { overview: 100, features: 800, results: 1600, 'site-footer': 2000 });
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const top = tops[this.id] ?? 0;
      return { top, bottom: this.tagName === 'NAV' ? 400 : top + 500 } as DOMRect;
    });
    scrollTo.mockReset();
    Object.defineProperty(window, 'scrollTo', { value: scrollTo, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => jest.restoreAllMocks());

  const scrollBy = (distance: number) =>
    act(() => {
      for (const id of Object.keys(tops)) tops[id] = (tops[id] ?? 0) - distance;
      scrollWindowTo(window.scrollY + distance);
    });

  it('lists the sections as anchors and follows the scroll on large screens', () => {
    mockMatchMedia((query) => query === mediaQueries.lg);
    renderInRouter(<Page />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    scrollBy(600);
    expect(screen.getByRole('link', { name: 'Features' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    // Results is a complete block: active only once its top reaches 127 px.
    scrollBy(800);
    expect(screen.getByRole('link', { name: 'Features' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    scrollBy(100);
    expect(screen.getByRole('link', { name: 'Results' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(nav).toHaveAttribute('data-state', 'active');
    // The footer (now at 500 px) is within 20 px of the menu's bottom (400 px) once it is at 420.
    scrollBy(80);
    expect(nav).toHaveAttribute('data-state', 'collapsed');
  });

  it('marks nothing on smaller screens', () => {
    mockMatchMedia(() => false);
    renderInRouter(<Page />);
    scrollBy(700);
    expect(screen.getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toHaveAttribute(
      'data-state',
      'active',
    );
  });

  it('scrolls smoothly to a section with its offset', async () => {
    mockMatchMedia(() => true);
    renderInRouter(<Page />);
    await userEvent.click(screen.getByRole('link', { name: 'Features' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 800 - 227, behavior: 'auto' });
    await userEvent.click(screen.getByRole('link', { name: 'Results' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1600 - 127, behavior: 'auto' });
  });

  it('renders nothing without sections', () => {
    mockMatchMedia(() => true);
    renderInRouter(<SideMenu sections={[]} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
