import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import type {
  ProductCardData,
  ProductCardProps,
  ProductLink,
  ProductPageContext,
} from './ProductCard';
import type { ServedProduct } from '@corp/shared/contracts';
import {
  ProductCard,
  productCardLink,
  productCardLinks,
  productPath,
  toProductCard,
} from './ProductCard';

const MAIN = 'https://www.example.com';
const KNOW_MORE = 'https://flow.example.com/';

/** Spec §2.8: kz and dip pages link out by code; otherwise knowMore out, or the product page. */
const linkRows: {
  page: string;
  context: ProductPageContext;
  code?: string;
  knowMore: string | null;
  expected: ProductLink;
}[] = [
  {
    page: 'kz page, no knowMore',
    context: { locale: 'kz', hubOrigin: MAIN },
    knowMore: null,
    expected: { href: `${MAIN}/ru/product/flow/`, external: true },
  },
  {
    page: 'kz page, knowMore ignored',
    context: { locale: 'kz', hubOrigin: MAIN },
    knowMore: KNOW_MORE,
    expected: { href: `${MAIN}/ru/product/flow/`, external: true },
  },
  {
    page: 'ru dip page',
    context: { locale: 'ru', dip: true, hubOrigin: MAIN },
    knowMore: KNOW_MORE,
    expected: { href: `${MAIN}/ru/product/flow/`, external: true },
  },
  {
    page: 'en dip page',
    context: { locale: 'en', dip: true, hubOrigin: MAIN },
    knowMore: null,
    expected: { href: `${MAIN}/product/flow/`, external: true },
  },
  {
    page: 'dip page without a main-site origin',
    context: { locale: 'ru', dip: true },
    knowMore: null,
    expected: { href: '/ru/product/flow/', external: true },
  },
  {
    page: 'en page, knowMore set',
    context: { locale: 'en' },
    knowMore: KNOW_MORE,
    expected: { href: KNOW_MORE, external: true },
  },
  {
    page: 'ru page, knowMore set',
    context: { locale: 'ru' },
    knowMore: KNOW_MORE,
    expected: { href: KNOW_MORE, external: true },
  },
  {
    page: 'en page, no knowMore',
    context: { locale: 'en' },
    knowMore: null,
    expected: { href: '/product/flow/', external: false },
  },
  {
    page: 'ru page, no knowMore',
    context: { locale: 'ru' },
    knowMore: null,
    expected: { href: '/ru/product/flow/', external: false },
  },
  {
    page: 'de page, product with a German page',
    context: { locale: 'de' },
    code: 'mdcplus',
    knowMore: null,
    expected: { href: '/de/product/mdcplus/', external: false },
  },
  {
    page: 'de page, product without a German page',
    context: { locale: 'de' },
    knowMore: null,
    expected: { href: '/product/flow/', external: false },
  },
];

describe('productCardLink', () => {
  it.each(linkRows)('$page → $expected.href', ({ context, code = 'flow', knowMore, expected }) => {
    expect(productCardLink({ code: code as 'flow', knowMore }, context)).toEqual(expected);
  });

  it.each([
    ['en', '/product/robodrill/'],
    ['ru', '/ru/product/robodrill/'],
    ['kz', '/ru/product/robodrill/'],
    ['de', '/product/robodrill/'],
  ] as [Locale, string][])('product page path in %s is %s', (locale, path) => {
    expect(productPath('robodrill', locale)).toBe(path);
  });
});

const flow: ProductCardData = {
  code: 'flow',
  name: 'Flow',
  description: 'Multiphase flow modelling for pipelines and gathering networks.',
  tag: { label: 'Oil and gas', link: '/industries/upstream/' },
  background: 'linear-gradient(135deg, #14213d 0%, #6b4a1c 100%)',
  image: {
    desktop: '/images/a/illustrations/pipeline.svg',
    lqip: 'data:image/svg+xml;base64,PHN2Zy8+',
  },
  knowMore: null,
  btnStatus: true,
  status: 'new',
};

function renderCard(props: Partial<ProductCardProps> = {}, uiLocale: Locale = 'en') {
  return render(
    <I18nProvider locale={uiLocale}>
      <ProductCard product={flow} locale={uiLocale} {...props} />
    </I18nProvider>,
  );
}

describe('ProductCard', () => {
  it('shows the name, description, status and a View Product link to the product page', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Flow' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Flow' })).toBeInTheDocument();
    expect(within(card).getByText(flow.description)).toBeInTheDocument();
    expect(within(card).getByText('New')).toBeInTheDocument();
    const button = within(card).getByRole('link', { name: 'View Product' });
    expect(button).toHaveAttribute('href', '/product/flow/');
    expect(button).not.toHaveAttribute('target');
    expect(button).toHaveAccessibleDescription('Flow');
  });

  it('opens the tag link in a new tab and says so', () => {
    renderCard();
    const tag = screen.getByRole('link', { name: 'Oil and gas (opens in a new tab)' });
    expect(tag).toHaveAttribute('href', '/industries/upstream/');
    expect(tag).toHaveAttribute('target', '_blank');
    expect(tag).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens knowMore in a new tab', () => {
    renderCard({ product: { ...flow, knowMore: 'https://flow.example.com/' } });
    const button = screen.getByRole('link', { name: 'View Product (opens in a new tab)' });
    expect(button).toHaveAttribute('href', 'https://flow.example.com/');
    expect(button).toHaveAttribute('target', '_blank');
  });

  it('says Узнать больше in Russian and on idp', () => {
    renderCard({}, 'ru');
    expect(screen.getByRole('link', { name: 'Узнать больше' })).toHaveAttribute(
      'href',
      '/ru/product/flow/',
    );
  });

  it("says the site's own button label where it has one (idp: Узнать больше), whatever the locale", () => {
    renderCard({ buttonLabel: 'Узнать больше' });
    expect(screen.getByRole('link', { name: 'Узнать больше' })).toBeInTheDocument();
  });

  it('has no button when the product has no page (btnStatus off)', () => {
    renderCard({ product: { ...flow, btnStatus: false, tag: undefined } });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('paints the product background and shows the illustration as decoration', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Flow' });
    expect(card.style.background).toContain('linear-gradient');
    expect(within(card).getByRole('presentation')).toHaveAttribute(
      'src',
      '/images/a/illustrations/pipeline.svg',
    );
  });
});

describe('toProductCard', () => {
  /** A product as the API serves it: the card's fields and all a product page needs besides. */
  const served: ServedProduct = {
    ...flow,
    id: 12,
    division: 3,
    industries: [2],
    relatedProducts: ['geonaft'],
    brochure: { downloadLink: 'https://files.example.com/flow.pdf', filename: 'flow.pdf' },
    demo: { externalLink: 'https://demo.example.com/flow' },
    popupBrochure: {
      title: 'The Flow brochure',
      description: 'Everything about multiphase flow modelling in twelve pages.',
    },
    video: {
      src: 'https://files.example.com/flow.mp4',
      poster: 'https://files.example.com/flow.jpg',
      title: 'Flow in two minutes',
    },
    initialLocale: 'en',
  };

  it('keeps what the card shows and drops the rest of the product', () => {
    const card = toProductCard(served);
    expect(card).toEqual(flow);
    expect(card).not.toHaveProperty('brochure');
    expect(card).not.toHaveProperty('relatedProducts');
  });

  it('renders the same card from the picked fields as from the whole product', () => {
    // The generated ids differ from one render to the next; all else is the same markup.
    const markup = (container: HTMLElement) =>
      container.innerHTML.replace(/(id|aria-labelledby|aria-describedby)="[^"]*"/g, '$1');
    const { container: whole } = renderCard({ product: served });
    const { container: picked } = renderCard({ product: toProductCard(served) });
    expect(markup(picked)).toContain('View Product');
    expect(markup(picked)).toBe(markup(whole));
  });

  it('links where the server resolved it (an island card: the browser has no URL resolver)', () => {
    const context: ProductPageContext = { locale: 'kz', hubOrigin: MAIN };
    const links = productCardLinks([flow], context);
    expect(links).toEqual({ flow: { href: `${MAIN}/ru/product/flow/`, external: true } });
    // The card takes the link it is given, not one it works out itself.
    renderCard({ link: { href: '/resolved/flow/', external: false } });
    expect(
      within(screen.getByRole('article', { name: 'Flow' })).getByRole('link', {
        name: /View Product/,
      }),
    ).toHaveAttribute('href', '/resolved/flow/');
  });
});
