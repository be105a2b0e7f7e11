import { fireEvent, render, screen, within } from '@testing-library/react';
import type {
  ServedBanner,
  ServedDivision,
  ServedIndustry,
  ServedProductCard,
} from '@corp/shared/contracts';
import { seedItems } from '@corp/shared/data-access-api/testing';
import { I18nProvider } from '@corp/shared/i18n';
import { ProductHubPage } from './ProductHubPage';
import type { ProductHubPageProps } from './ProductHubPage';

function hubData(locale: 'en' | 'ru'): ProductHubPageProps {
  const banners = seedItems('banners', locale) as unknown as ServedBanner[];
  return {
    locale,
    banner: banners.find((banner) => banner.page === '/product/') ?? null,
    divisions: seedItems('divisions', locale) as unknown as ServedDivision[],
    products: seedItems('products', locale) as unknown as ServedProductCard[],
    industries: seedItems('industries', locale) as unknown as ServedIndustry[],
  };
}

function renderHub(props: ProductHubPageProps) {
  return render(
    <I18nProvider locale={props.locale}>
      <ProductHubPage {...props} />
    </I18nProvider>,
  );
}

const cardNames = (scope: HTMLElement = document.body) =>
  within(scope)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('ProductHubPage', () => {
  it('shows the banner, the breadcrumbs and all 28 products grouped by division', () => {
    renderHub(hubData('en'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Products');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Main' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Products')).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(expect.arrayContaining(['Mining', 'Metals & Machining', 'Oil & Gas', 'Robotics']));
    expect(cardNames()).toHaveLength(28);
    const oil = screen.getByRole('region', { name: 'Oil & Gas' });
    expect(cardNames(oil)).toEqual(['Artificial Lift', 'Flow', 'GeoNaft']);
    expect(screen.getByRole('status')).toHaveTextContent('Products shown: 28');
  });

  it('filters the cards by industry and back', () => {
    renderHub(hubData('en'));
    const filter = screen.getByRole('group', { name: 'Show products for an industry' });
    const oilAndGas = within(filter).getByRole('button', { name: 'Oil and gas' });
    fireEvent.click(oilAndGas);
    expect(oilAndGas).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter).getByRole('button', { name: 'All industries' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(cardNames()).toEqual([
      'Safety',
      'Artificial Lift',
      'Flow',
      'GeoNaft',
      'Industrial IoT Platform',
      'Partner Marketplace',
    ]);
    expect(screen.queryByRole('region', { name: 'Robotics' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Products shown: 6');

    fireEvent.click(within(filter).getByRole('button', { name: 'All industries' }));
    expect(cardNames()).toHaveLength(28);
  });

  it('opens on the industry it is given', () => {
    renderHub({ ...hubData('en'), initialIndustry: 4 });
    expect(screen.getByRole('button', { name: 'Mining' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).not.toContain('Flow');
    expect(cardNames()).toContain('OpenMine');
  });

  it('reports the divisions shown as the page sections, following the filter', () => {
    const onSectionsChange = jest.fn();
    renderHub({ ...hubData('en'), onSectionsChange });
    expect(onSectionsChange).toHaveBeenLastCalledWith([
      { id: 'division-1', label: 'Mining' },
      { id: 'division-2', label: 'Metals & Machining' },
      { id: 'division-3', label: 'Oil & Gas' },
      { id: 'division-4', label: 'Industrial IoT & AI' },
      { id: 'division-5', label: 'Robotics' },
      { id: 'contact-us', label: 'Contact us' },
    ]);
    expect(document.getElementById('division-3')).toHaveAccessibleName('Oil & Gas');
    fireEvent.click(screen.getByRole('button', { name: 'Oil and gas' }));
    expect(onSectionsChange).toHaveBeenLastCalledWith([
      { id: 'division-1', label: 'Mining' },
      { id: 'division-3', label: 'Oil & Gas' },
      { id: 'division-4', label: 'Industrial IoT & AI' },
      { id: 'contact-us', label: 'Contact us' },
    ]);
  });

  it('speaks Russian, links the banner button to the Russian page', () => {
    renderHub(hubData('ru'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Продукты');
    expect(screen.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/ru/');
    expect(screen.getByRole('link', { name: 'Запросить демонстрацию' })).toHaveAttribute(
      'href',
      '/ru/contacts/',
    );
    expect(screen.getByRole('button', { name: 'Все отрасли' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Горная добыча' })).toBeInTheDocument();
    // A product with its own site opens it in a new tab; the others lead to their page.
    const flow = screen.getByRole('article', { name: 'Flow' });
    expect(within(flow).getByRole('link', { name: /Узнать больше/ })).toHaveAttribute(
      'href',
      '/ru/product/flow/',
    );
  });
});
