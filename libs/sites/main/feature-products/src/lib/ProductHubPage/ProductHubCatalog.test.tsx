import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServedDivision, ServedIndustry, ServedProductCard } from '@corp/shared/contracts';
import { seedItems } from '@corp/shared/data-access-api/testing';
import { RouteStateContext } from '@corp/shared/document';
import { I18nProvider } from '@corp/shared/i18n';
import { productCardLinks } from '@corp/shared/ui';
import type { ProductHubCatalogProps } from './ProductHubCatalog.island';

/**
 * The hub's catalog as the product hub's island (ADR 0032): by the name its `Island` gives, its
 * props through JSON (the cards' links resolved as the server does), no router above it.
 */
async function renderPart(locale: 'en' | 'ru') {
  const products = seedItems('products', locale) as unknown as ServedProductCard[];
  const props = JSON.parse(
    JSON.stringify({
      locale,
      divisions: seedItems('divisions', locale) as unknown as ServedDivision[],
      products,
      industries: seedItems('industries', locale) as unknown as ServedIndustry[],
      initialIndustry: null,
      links: productCardLinks(products, { locale }),
    }),
  ) as ProductHubCatalogProps;
  const Part = (await import('./ProductHubCatalog.island')).ProductHubCatalog;
  const view = render(
    <RouteStateContext value={{ pathname: '/product/', matches: null }}>
      <I18nProvider locale={locale}>
        <Part {...props} />
      </I18nProvider>
    </RouteStateContext>,
  );
  // The part shows once its texts have come (i18next's backend loads them).
  await waitFor(() => expect(view.container).not.toBeEmptyDOMElement());
  return view;
}

const cardNames = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('the product hub catalog part', () => {
  it('lists the products of the industry the visitor chooses, and all again', async () => {
    const user = userEvent.setup();
    await renderPart('en');
    expect(cardNames()).toHaveLength(28);
    const filter = screen.getByRole('group', { name: 'Show products for an industry' });
    await user.click(within(filter).getByRole('button', { name: 'Oil and gas' }));
    expect(within(filter).getByRole('button', { name: 'Oil and gas' })).toHaveAttribute(
      'aria-pressed',
      'true',
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
    await user.click(within(filter).getByRole('button', { name: 'All industries' }));
    expect(cardNames()).toHaveLength(28);
  });

  it('links the cards as the server resolved them', async () => {
    await renderPart('ru');
    const flow = screen.getByRole('article', { name: 'Flow' });
    expect(within(flow).getByRole('link', { name: /Узнать больше/ })).toHaveAttribute(
      'href',
      '/ru/product/flow/',
    );
  });
});
