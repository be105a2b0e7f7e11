import { seedItems } from '@corp/shared/data-access-api/testing';
import type { ServedCase, ServedIndustryPage } from '@corp/shared/contracts';
import { industryCodes, productCodes } from '@corp/shared/contracts';
import {
  CROSS_INDUSTRY_PAGE_IDS,
  RELATED_PRODUCTS_EXCLUDED,
  apiProductCode,
  casePath,
  casesForProducts,
  groupByDivision,
  hasIndustryPage,
  hasProductPage,
  inPageLanguage,
  industryFromSearch,
  localizedPath,
  orderByCodes,
  productHubPath,
  productsOfIndustry,
  relatedProductCodes,
} from './product-data';
import type { ProductCode } from './product-data';

interface SeedProduct {
  code: ProductCode;
  relatedProducts: ProductCode[];
  division: number;
  industries: number[];
}

const products = seedItems('products', 'en') as unknown as SeedProduct[];

describe('apiProductCode (spec §2.2 "Dispatcher and mdc map to the product code mdcplus")', () => {
  it.each([
    ['dispatcher', 'mdcplus'],
    ['mdc', 'mdcplus'],
    ['mdcplus', 'mdcplus'],
    ['flow', 'flow'],
    ['industrial-iot-platform', 'industrial-iot-platform'],
  ])('asks the API for %s as %s', (pageCode, apiCode) => {
    expect(apiProductCode(pageCode)).toBe(apiCode);
  });

  it('maps every other product code to itself', () => {
    const others = productCodes.filter((code) => code !== 'dispatcher' && code !== 'mdc');
    expect(others.map(apiProductCode)).toEqual(others);
  });
});

describe('hasProductPage and hasIndustryPage', () => {
  it('knows all 28 product pages in English and Russian', () => {
    expect(productCodes).toHaveLength(28);
    for (const code of productCodes) {
      expect(hasProductPage(code, 'en')).toBe(true);
      expect(hasProductPage(code, 'ru')).toBe(true);
    }
  });

  it('has German only for industrial-iot-platform and mdcplus (spec §2.1)', () => {
    expect(productCodes.filter((code) => hasProductPage(code, 'de'))).toEqual([
      'industrial-iot-platform',
      'mdcplus',
    ]);
  });

  it('rejects unknown codes and Kazakh', () => {
    expect(hasProductPage('nonexistent', 'en')).toBe(false);
    expect(hasProductPage('', 'en')).toBe(false);
    expect(hasProductPage('flow', 'kz')).toBe(false);
  });

  it('knows the ten industry pages in en and ru, not in de', () => {
    expect(industryCodes).toHaveLength(10);
    expect(industryCodes.every((code) => hasIndustryPage(code, 'en'))).toBe(true);
    expect(industryCodes.every((code) => hasIndustryPage(code, 'ru'))).toBe(true);
    expect(hasIndustryPage('mining', 'de')).toBe(false);
    expect(hasIndustryPage('agriculture', 'en')).toBe(false);
  });
});

describe('relatedProductCodes (spec §2.2 six exclusions)', () => {
  it('lists the six excluded codes of the spec', () => {
    expect([...RELATED_PRODUCTS_EXCLUDED].sort()).toEqual([
      'bucketcontrol',
      'dumptruck-advisor',
      'mining-mes',
      'openmine',
      'overview360',
      'robotruck',
    ]);
  });

  it('never shows an excluded product, for any product of the seed content', () => {
    for (const product of products) {
      const related = relatedProductCodes(product, product.code);
      expect(related.filter((code) => RELATED_PRODUCTS_EXCLUDED.includes(code))).toEqual([]);
    }
  });

  it('keeps the content order of the others', () => {
    const openmine = products.find((product) => product.code === 'openmine');
    // openmine relates to robotruck, dumptruck-advisor, mining-mes (all excluded) and reutech.
    expect(relatedProductCodes(openmine as SeedProduct, 'openmine')).toEqual(['reutech']);
    const safety = products.find((product) => product.code === 'safety');
    expect(relatedProductCodes(safety as SeedProduct, 'safety')).toEqual(['underground']);
  });

  it('leaves out the page’s own product when an alias page shows another code', () => {
    const mdcplus = products.find((product) => product.code === 'mdcplus') as SeedProduct;
    expect(mdcplus.relatedProducts).toContain('dispatcher');
    expect(relatedProductCodes(mdcplus, 'dispatcher')).toEqual([
      'mdc',
      'production-scheduling',
      'industrial-iot-platform',
    ]);
    expect(relatedProductCodes(mdcplus, 'mdc')).toEqual([
      'dispatcher',
      'production-scheduling',
      'industrial-iot-platform',
    ]);
  });
});

describe('paths in the page locale', () => {
  it('prefixes pages that exist in the locale and leaves the rest', () => {
    expect(localizedPath('/contacts/', 'ru')).toBe('/ru/contacts/');
    expect(localizedPath('/contacts/', 'en')).toBe('/contacts/');
    // The contacts page has no German version: the English one stands in.
    expect(localizedPath('/contacts/', 'de')).toBe('/contacts/');
    expect(localizedPath('/industries/mining/', 'ru')).toBe('/ru/industries/mining/');
    expect(localizedPath('https://example.com/x/', 'ru')).toBe('https://example.com/x/');
    expect(localizedPath('#contact-form', 'ru')).toBe('#contact-form');
  });

  it('links the hub and the cases', () => {
    expect(productHubPath('en')).toBe('/product/');
    expect(productHubPath('ru')).toBe('/ru/product/');
    expect(productHubPath('de')).toBe('/product/');
    expect(casePath('norilsk-openmine', 'ru')).toBe('/ru/cases/norilsk-openmine/');
  });
});

describe('hub grouping and filter', () => {
  const divisions = seedItems('divisions', 'en') as unknown as { id: number; name: string }[];

  it('puts each of the 28 products under its division, in division order', () => {
    const groups = groupByDivision(divisions, products);
    expect(groups.map((group) => group.division.id)).toEqual([1, 2, 3, 4, 5]);
    expect(groups.flatMap((group) => group.products)).toHaveLength(28);
    expect(groups[2]?.products.map((product) => product.code)).toEqual([
      'artificial-lift',
      'flow',
      'geonaft',
    ]);
  });

  it('filters by marketing industry and drops divisions left empty', () => {
    const oilAndGas = productsOfIndustry(products, 2);
    expect(oilAndGas.map((product) => product.code)).toEqual([
      'artificial-lift',
      'flow',
      'geonaft',
      'industrial-iot-platform',
      'marketplacepartners',
      'safety',
    ]);
    expect(groupByDivision(divisions, oilAndGas).map((group) => group.division.id)).toEqual([
      1, 3, 4,
    ]);
    expect(productsOfIndustry(products, null)).toHaveLength(28);
  });

  it('reads the industry of the URL only when it is one of the list', () => {
    const industries = [{ id: 1 }, { id: 4 }];
    expect(industryFromSearch('?industry=4', industries)).toBe(4);
    expect(industryFromSearch('?industry=9', industries)).toBeNull();
    expect(industryFromSearch('?industry=abc', industries)).toBeNull();
    expect(industryFromSearch('', industries)).toBeNull();
  });

  it('orders items by a code list', () => {
    expect(
      orderByCodes(products, ['geonaft', 'missing', 'flow']).map((product) => product.code),
    ).toEqual(['geonaft', 'flow']);
  });
});

describe('casesForProducts', () => {
  const cases = seedItems('cases', 'en') as unknown as ServedCase[];
  const mining = { products: ['openmine', 'robotruck', 'safety', 'underground'], marketingId: 4 };

  it('keeps the cases that use one of the products, newest first, three at most', () => {
    const picked = casesForProducts(cases, mining);
    expect(picked.length).toBeLessThanOrEqual(3);
    expect(picked.length).toBeGreaterThan(0);
    for (const item of picked) {
      expect(item.products.some((code) => mining.products.includes(code))).toBe(true);
    }
    const dates = picked.map((item) => new Date(item.date).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('finds nothing for products no case uses', () => {
    expect(casesForProducts(cases, { products: ['marketplacepartners'], marketingId: 6 })).toEqual(
      [],
    );
  });

  // Issue 42: the heat-network pumps case (energy, TechMonitoring) sat under mining's results.
  it.each(['en', 'ru'] as const)(
    'every industry page (%s) shows only cases of its own industry, unless it serves them all',
    (locale) => {
      const pages = seedItems('industryPages', locale) as unknown as ServedIndustryPage[];
      const all = seedItems('cases', locale) as unknown as ServedCase[];
      const shown = pages.flatMap((page) =>
        casesForProducts(all, page, all.length).map((item) => ({
          page: page.code,
          pageIndustry: CROSS_INDUSTRY_PAGE_IDS.includes(page.marketingId)
            ? item.industry
            : page.marketingId,
          case: item.code,
          caseIndustry: item.industry,
        })),
      );
      expect(shown.filter((row) => row.pageIndustry !== row.caseIndustry)).toEqual([]);
      const under = (code: string) =>
        shown.filter((row) => row.page === code).map((row) => row.case);
      expect(under('mining')).not.toContain('regional-heat-networks-monitoring');
      expect(under('energy')).toContain('regional-heat-networks-monitoring');
      expect(under('mining').length).toBeGreaterThan(0);
      // The platform serves every industry: its cases come from several.
      expect(
        new Set(
          casesForProducts(
            all,
            pages.find((p) => p.code === 'digitalindustrialplatform')!,
            20,
          ).map((item) => item.industry),
        ).size,
      ).toBeGreaterThan(1);
    },
  );
});

describe('inPageLanguage', () => {
  const items = [
    { id: 1, initialLocale: 'de' },
    { id: 2, initialLocale: 'en' },
    { id: 3, initialLocale: 'ru' },
  ];

  it('keeps only the German items on a German page', () => {
    expect(inPageLanguage(items, 'de').map(({ id }) => id)).toEqual([1]);
  });

  it('keeps every item on the other pages (their fallbacks apply)', () => {
    expect(inPageLanguage(items, 'en')).toHaveLength(3);
    expect(inPageLanguage(items, 'ru')).toHaveLength(3);
  });
});
