import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import type { ProductCardData } from '../ProductCard/ProductCard';
import type { ProductsBlockProps } from './ProductsBlock.island';
import { ProductsBlock } from './ProductsBlock.island';

function product(code: ProductCardData['code'], name: string, knowMore: string | null = null) {
  return {
    code,
    name,
    description: `${name} helps plants plan, monitor and improve production.`,
    background: '#0a1f44',
    image: { desktop: `/images/${code}.svg` },
    knowMore,
    btnStatus: true,
    status: 'active',
  } satisfies ProductCardData;
}

const products = [
  product('dispatcher', 'Dispatcher', 'https://dispatcher.example.com/'),
  product('mining-mes', 'Mining MES'),
  product('flow', 'Flow'),
  product('robodrill', 'Robodrill'),
];

function renderBlock(props: Partial<ProductsBlockProps> & { locale?: Locale } = {}) {
  const locale = props.locale ?? 'en';
  return render(
    <I18nProvider locale={locale}>
      <ProductsBlock products={products} locale={locale} {...props} />
    </I18nProvider>,
  );
}

describe('ProductsBlock', () => {
  it.each([
    ['en', 'default', 'Our flagship products'],
    ['ru', 'default', 'Ключевые продукты'],
    ['en', 'integration', 'This solution can be integrated with these products'],
    ['ru', 'integration', 'Это решение интегрируется с продуктами'],
  ] as const)('is titled in %s (%s) “%s”', (locale, variant, title) => {
    renderBlock({ locale, variant });
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: title })).toHaveAttribute('aria-roledescription');
  });

  it('shows one card per product in a slider, each linked by the page rules', () => {
    renderBlock();
    const slider = screen.getByRole('group', { name: 'Our flagship products' });
    const cards = within(slider).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Dispatcher',
      'Mining MES',
      'Flow',
      'Robodrill',
    ]);
    expect(
      within(screen.getByRole('article', { name: 'Dispatcher' })).getByRole('link', {
        name: 'View Product (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://dispatcher.example.com/');
    expect(
      within(screen.getByRole('article', { name: 'Flow' })).getByRole('link', {
        name: 'View Product',
      }),
    ).toHaveAttribute('href', '/product/flow/');
    // Four products: more than three, so the slider has arrows.
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('links every card out by code on a kz page', () => {
    renderBlock({ locale: 'kz', hubOrigin: 'https://www.example.com' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.example.com/ru/product/dispatcher/',
      'https://www.example.com/ru/product/mining-mes/',
      'https://www.example.com/ru/product/flow/',
      'https://www.example.com/ru/product/robodrill/',
    ]);
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
  });

  it("gives every card the site's own button label (the idp site's)", () => {
    renderBlock({ buttonLabel: 'Узнать больше' });
    expect(screen.getAllByRole('link', { name: /^Узнать больше/ })).toHaveLength(4);
  });

  it('renders nothing without products', () => {
    const { container } = renderBlock({ products: [] });
    expect(container).toBeEmptyDOMElement();
  });
});
