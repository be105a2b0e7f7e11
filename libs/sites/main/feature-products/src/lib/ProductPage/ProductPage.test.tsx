import { fireEvent, render, screen, within } from '@testing-library/react';
import type {
  ServedCase,
  ServedNewsItem,
  ServedProduct,
  ServedProductCard,
} from '@corp/shared/contracts';
import { seedItems } from '@corp/shared/data-access-api/testing';
import { I18nProvider } from '@corp/shared/i18n';
import { ModalProvider, modalNames } from '@corp/shared/modals';
import type { ModalRegistry, ModalRenderProps } from '@corp/shared/modals';
import { apiProductCode, orderByCodes, relatedProductCodes } from '../product-data/product-data';
import { ProductPage, productSectionIds, useProductPageSections } from './ProductPage';
import type { ProductPageProps } from './ProductPage';

type ContentLocale = 'en' | 'ru' | 'de';

const productsOf = (locale: ContentLocale) =>
  seedItems('products', locale) as unknown as ServedProduct[];

/** What the loader hands the page for `/product/{pageCode}/`, from the seed content. */
function pageData(pageCode: string, locale: ContentLocale = 'en'): ProductPageProps {
  const all = productsOf(locale);
  const product = all.find((item) => item.code === apiProductCode(pageCode)) as ServedProduct;
  const related = orderByCodes(all, relatedProductCodes(product, pageCode)) as ServedProductCard[];
  const news = (seedItems('news', locale) as unknown as ServedNewsItem[])
    .filter((item) => item.products.includes(product.code))
    .slice(0, 3);
  const cases = (seedItems('cases', locale) as unknown as ServedCase[])
    .filter((item) => item.products.includes(product.code))
    .slice(0, 3);
  return { locale, pageCode, product, related, news, cases };
}

/** Stands in for every dialog: its name and the data the page opened it with. */
function OpenedModal({ data, close }: ModalRenderProps) {
  return (
    <div role="dialog" aria-label="opened">
      <pre>{JSON.stringify(data)}</pre>
      <button type="button" onClick={close}>
        close
      </button>
    </div>
  );
}
const testModals: ModalRegistry = Object.fromEntries(
  modalNames.map((name) => [
    name,
    (props: ModalRenderProps) => (
      <section data-modal={name}>
        <OpenedModal {...props} />
      </section>
    ),
  ]),
);

/** The modal the page opened: its name and data. */
function openedModal(): { name: string | null; data: Record<string, unknown> } {
  const dialog = screen.getByRole('dialog', { name: 'opened' });
  return {
    name: dialog.closest('section')?.getAttribute('data-modal') ?? null,
    data: JSON.parse(dialog.textContent?.replace(/close$/, '') ?? '{}'),
  };
}

function renderPage(props: ProductPageProps) {
  return render(
    <I18nProvider locale={props.locale}>
      <ModalProvider registry={testModals}>
        <ProductPage {...props} />
      </ModalProvider>
    </I18nProvider>,
  );
}

describe('ProductPage', () => {
  it('shows the MDC+ product on the dispatcher page (dispatcher → mdcplus)', () => {
    renderPage(pageData('dispatcher'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('MDC+');
    expect(screen.getByText('Turn machine data into more machining hours')).toBeInTheDocument();
  });

  it('leads from the breadcrumbs to the home page and the product hub', () => {
    renderPage(pageData('flow'));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Main' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/product/',
    );
    expect(within(crumbs).getByText('Flow')).toHaveAttribute('aria-current', 'page');
  });

  it('asks for the visitor’s details before the brochure and the demo (no file link on the page)', () => {
    renderPage(pageData('dispatcher'));
    const downloads = screen.getByRole('region', { name: 'Product materials' });
    expect(within(downloads).queryAllByRole('link')).toHaveLength(0);
    expect(document.querySelector('a[href$=".pdf"]')).toBeNull();

    fireEvent.click(within(downloads).getByRole('button', { name: /^Product brochure/ }));
    // Spec §9: on mdc, mdcplus and dispatcher the brochure's type is brochure-ext.
    expect(openedModal()).toEqual({
      name: 'download-brochure',
      data: { product: 'mdcplus', subtitle: 'MDC+', type: 'brochure-ext' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'close' }));

    fireEvent.click(within(downloads).getByRole('button', { name: /^Demo guide/ }));
    expect(openedModal()).toEqual({
      name: 'download-demo',
      data: { product: 'mdcplus', subtitle: 'MDC+' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'close' }));

    fireEvent.click(screen.getByRole('button', { name: 'Download the brochure' }));
    expect(openedModal().name).toBe('download-brochure');
  });

  it('opens the plain brochure form elsewhere, and the demo stand’s form where there is one', () => {
    renderPage(pageData('artificial-lift'));
    const downloads = screen.getByRole('region', { name: 'Product materials' });
    expect(within(downloads).getByText('Materials about Artificial Lift in PDF.')).toBeVisible();
    expect(within(downloads).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(within(downloads).getByRole('button', { name: /^Product brochure/ }));
    expect(openedModal().data).toMatchObject({ product: 'artificial-lift', type: 'brochure' });
  });

  it('has no downloads section for a product without files', () => {
    const data = pageData('overview360');
    expect(data.product.brochure).toBeUndefined();
    renderPage(data);
    expect(screen.queryByRole('region', { name: 'Product materials' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download the brochure/ })).not.toBeInTheDocument();
    expect(document.getElementById('downloads')).toBeNull();
  });

  it('lists the integrations without the six excluded products', () => {
    renderPage(pageData('openmine'));
    const block = screen.getByRole('group', {
      name: 'This solution can be integrated with these products',
    });
    const names = within(block)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(names).toEqual(['ReuTech Slope Radar']);
    for (const excluded of ['RoboTruck', 'Dump Truck Advisor', 'Mining MES']) {
      expect(within(block).queryByText(excluded)).not.toBeInTheDocument();
    }
  });

  it('shows capabilities, results and the questions, which open on click', () => {
    renderPage(pageData('mdcplus'));
    expect(screen.getByRole('heading', { level: 2, name: 'What MDC+ does' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'OEE and loss analysis' })).toBeVisible();
    expect(screen.getByText('+25 %')).toBeInTheDocument();
    const question = screen.getByRole('button', { name: 'How long does a deployment take?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/A pilot on 20–30 machines/)).toBeVisible();
  });

  it('shows the cases and news about the product', () => {
    const data = pageData('openmine');
    renderPage(data);
    const cases = screen.getByRole('region', { name: 'OpenMine in operation' });
    const firstCase = data.cases[0] as ServedCase;
    expect(within(cases).getByRole('heading', { name: firstCase.title })).toBeInTheDocument();
    expect(
      within(cases)
        .getAllByRole('link', { name: 'Read the case' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(data.cases.map((item) => `/cases/${item.code}/`));
    const news = screen.getByRole('region', { name: 'News about OpenMine' });
    expect(within(news).getAllByRole('article')).toHaveLength(data.news.length);
  });

  it('opens the request dialog for a demo, and leads to the footer form', () => {
    renderPage(pageData('safety'));
    fireEvent.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(openedModal().name).toBe(
      pageData('safety').product.demo ? 'download-demo' : 'send-request',
    );
    expect(openedModal().data).toMatchObject({ product: 'safety', title: 'Request a demo' });
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    const cta = screen.getByRole('region', { name: 'Let’s discuss your project' });
    expect(within(cta).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '#contact-form',
    );
  });

  it('gives every section the side menu lists an element with its id', () => {
    const data = pageData('mdcplus');
    const { container } = renderPage(data);
    const ids = productSectionIds(data);
    expect(ids).toEqual([
      'overview',
      'benefits',
      'features',
      'downloads',
      'faq',
      'cases',
      'news',
      'integrations',
      'contact-us',
    ]);
    for (const id of ids) expect(container.querySelector(`#${id}`)).not.toBeNull();
  });

  it('shows the German product texts on /de/product/industrial-iot-platform/', () => {
    renderPage(pageData('industrial-iot-platform', 'de'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Industrielle IoT-Plattform',
    );
    expect(screen.getByText('Eine gemeinsame Datenbasis für jedes Werk')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Broschüre herunterladen' }));
    expect(openedModal()).toMatchObject({
      name: 'download-brochure',
      data: { product: 'industrial-iot-platform', type: 'brochure' },
    });
  });

  it.each([
    ['ru', 'Главная', '/ru/', 'Продукты', '/ru/product/', 'Это решение интегрируется с продуктами'],
    // German has no product hub: the English one, which says so (issue 42).
    ['de', 'Hauptseite', '/de/', 'Produkte (auf Englisch)', '/product/', 'Demo anfragen'],
  ] as const)('speaks %s', (locale, main, mainHref, products, productsHref, text) => {
    renderPage(pageData('mdcplus', locale));
    const crumbs = screen.getByRole('navigation');
    expect(within(crumbs).getByRole('link', { name: main })).toHaveAttribute('href', mainHref);
    expect(within(crumbs).getByRole('link', { name: products })).toHaveAttribute(
      'href',
      productsHref,
    );
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });

  it('shows the Russian product texts and the Russian button of the cards', () => {
    renderPage(pageData('industrial-iot-platform', 'ru'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Промышленная IoT-платформа',
    );
    expect(screen.getByText('Единая основа данных для каждого предприятия')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Узнать больше/ }).length).toBeGreaterThan(0);
  });
});

describe('useProductPageSections', () => {
  function Sections({ data }: { data: ProductPageProps }) {
    const sections = useProductPageSections(data);
    return (
      <ul>
        {sections.map((section) => (
          <li key={section.id}>{`${section.id}:${section.label}`}</li>
        ))}
      </ul>
    );
  }

  it('labels the sections in the page language', () => {
    render(
      <I18nProvider locale="ru">
        <Sections data={pageData('overview360', 'ru')} />
      </I18nProvider>,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toBe('overview:О продукте');
    expect(items).toContain('contact-us:Связаться с нами');
    expect(items.some((item) => item?.startsWith('downloads:'))).toBe(false);
  });
});
