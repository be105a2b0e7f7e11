import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouteStateContext } from '@corp/shared/document';
import { I18nProvider } from '@corp/shared/i18n';
import { layoutFixture } from '../Layouts/layout-data.fixture';
import { useLayoutTexts } from '../Layouts/layout-texts';
import { mockMatchMedia } from '../Layouts/layout.test-support';
import { headerLinks } from '../Layouts/site-nav';
import type { HeaderLinks } from '../Layouts/site-nav';
import { MainHeaderPart } from './MainHeaderPart';

/**
 * The header as an island page's part (ADR 0032): no router above it, only the page's path
 * (what `IslandShell` gives), its data as JSON.
 */
function renderPart(path: string, links?: (built: HeaderLinks) => HeaderLinks) {
  const data = JSON.parse(JSON.stringify(layoutFixture('en'))) as ReturnType<typeof layoutFixture>;
  /** The links as the server builds them, sent as JSON. */
  function Part() {
    const built = JSON.parse(JSON.stringify(headerLinks(data, useLayoutTexts()))) as HeaderLinks;
    return (
      <MainHeaderPart
        data={data}
        variant="overlay"
        sections={[{ id: 'team', label: 'Team' }]}
        alternates={[
          { hreflang: 'en', href: 'https://example.test/about/' },
          { hreflang: 'ru', href: 'https://example.test/ru/about/' },
        ]}
        linkLocale="en"
        links={links ? links(built) : built}
      />
    );
  }
  return render(
    <RouteStateContext value={{ pathname: path, matches: null }}>
      <I18nProvider locale="en">
        <Part />
      </I18nProvider>
    </RouteStateContext>,
  );
}

describe('MainHeaderPart', () => {
  beforeEach(() => mockMatchMedia(() => false));

  it('opens its menus and marks the page the visitor is on, with no router', async () => {
    renderPart('/about/hr/');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Company' }));
    const careers = within(menu).getByRole('link', { name: 'Careers' });
    expect(careers).toHaveAttribute('href', '/about/hr/');
    expect(careers).toHaveAttribute('aria-current', 'page');
    // A plain link: the browser loads the page (nothing prevents the click).
    expect(fireEvent.click(careers)).toBe(true);
  });

  it('switches language to the versions the server gave, and lists the page’s sections', () => {
    renderPart('/about/');
    const switcher = screen.getAllByRole('navigation', { name: 'Language' })[0] as HTMLElement;
    expect(
      within(switcher)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/about/?noRedirect', '/ru/about/']);
    const sections = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(sections).getByRole('link', { name: 'Team' })).toHaveAttribute('href', '#team');
  });

  it('shows the links the server built, resolving none itself', async () => {
    const marked = (href: string) => `${href}?from=server`;
    renderPart('/', (built) => ({
      nav: built.nav.map((section) => ({
        ...section,
        groups: section.groups.map((group) => ({
          ...group,
          links: group.links.map((link) => ({ ...link, href: marked(link.href) })),
        })),
      })),
      contacts: marked(built.contacts),
      home: marked(built.home),
    }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Company' }));
    expect(within(menu).getByRole('link', { name: 'Careers' })).toHaveAttribute(
      'href',
      '/about/hr/?from=server',
    );
    expect(screen.getAllByRole('link', { name: /home/i })[0]).toHaveAttribute(
      'href',
      '/?from=server',
    );
  });
});
