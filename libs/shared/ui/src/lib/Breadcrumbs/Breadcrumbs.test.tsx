import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import type { Locale } from '@corp/shared/i18n';
import { I18nProvider } from '@corp/shared/i18n';
import { Breadcrumbs } from './Breadcrumbs';
import type { BreadcrumbsProps } from './Breadcrumbs';

const items = [
  { label: 'Products', href: '/products/' },
  { label: 'MES', href: '/products/mes/' },
];

function renderIn(locale: Locale, props: Partial<BreadcrumbsProps> = {}) {
  return render(
    <I18nProvider locale={locale}>
      <Breadcrumbs items={items} {...props} />
    </I18nProvider>,
  );
}

describe('Breadcrumbs', () => {
  it.each([
    ['en', 'Main', '/', 'Breadcrumbs'],
    ['ru', 'Главная', '/ru/', 'Навигационная цепочка'],
    ['de', 'Hauptseite', '/de/', 'Brotkrümelnavigation'],
    ['kz', 'Басты бет', '/kz/', 'Навигациялық тізбек'],
  ] as const)('starts in %s with %s linking to %s', (locale, main, href, navLabel) => {
    renderIn(locale);
    const nav = screen.getByRole('navigation', { name: navLabel });
    const links = within(nav).getAllByRole('link');
    expect(links[0]).toHaveTextContent(main);
    expect(links[0]).toHaveAttribute('href', href);
  });

  it('lists the items in order; the last is the current page and not a link', () => {
    renderIn('en');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Main', 'Products', 'MES']);
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products/');
    expect(screen.queryByRole('link', { name: 'MES' })).not.toBeInTheDocument();
    expect(screen.getByText('MES')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
  });

  it('can make the last item a link, still marked current', () => {
    renderIn('en', { linkLast: true });
    const last = screen.getByRole('link', { name: 'MES' });
    expect(last).toHaveAttribute('href', '/products/mes/');
    expect(last).toHaveAttribute('aria-current', 'page');
  });

  it('takes an explicit locale over the i18n one', () => {
    renderIn('en', { locale: 'de' });
    expect(screen.getByRole('link', { name: 'Main' })).toHaveAttribute('href', '/de/');
  });

  it('marks Main as current when there are no items', () => {
    renderIn('ru', { items: [] });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Главная')).toHaveAttribute('aria-current', 'page');
  });

  it('renders crumbs through a router link component', () => {
    const RouterLink = ({ href, children }: { href: string; children?: ReactNode }) => (
      <a data-router href={href}>
        {children}
      </a>
    );
    renderIn('en', { linkComponent: RouterLink });
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('data-router');
  });
});
