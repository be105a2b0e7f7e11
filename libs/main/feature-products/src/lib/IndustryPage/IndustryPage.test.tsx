import { render, screen, within } from '@testing-library/react';
import type { ServedCase, ServedProductCard } from '@corp/shared/contracts';
import { seedItems } from '@corp/shared/data-access-api/testing';
import { I18nProvider } from '@corp/shared/i18n';
import { industryPageContent } from '../industry-content/industry-pages';
import type { IndustryPageContent } from '../industry-content/industry-pages';
import { casesForProducts, orderByCodes } from '../product-data/product-data';
import { IndustryPage, industryPageSections } from './IndustryPage';
import type { IndustryPageProps } from './IndustryPage';

function industryData(code: string, locale: 'en' | 'ru'): IndustryPageProps {
  const page = industryPageContent(locale, code) as IndustryPageContent;
  const products = seedItems('products', locale) as unknown as ServedProductCard[];
  const cases = seedItems('cases', locale) as unknown as ServedCase[];
  return {
    locale,
    page,
    products: orderByCodes(products, page.products),
    cases: casesForProducts(cases, page.products),
  };
}

function renderIndustry(props: IndustryPageProps) {
  return render(
    <I18nProvider locale={props.locale}>
      <IndustryPage {...props} />
    </I18nProvider>,
  );
}

describe('IndustryPage', () => {
  it('shows the industry content, its products and cases', () => {
    const data = industryData('mining', 'en');
    const { container } = renderIndustry(data);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Digital mining: from pit to processing plant',
    );
    for (const [index, section] of data.page.sections.entries()) {
      const region = screen.getByRole('region', { name: section.title });
      expect(region).toHaveAttribute('id', `section-${index + 1}`);
      expect(within(region).getByText(section.text)).toBeInTheDocument();
    }
    const block = screen.getByRole('group', { name: 'Our flagship products' });
    expect(within(block).getAllByRole('article')).toHaveLength(data.page.products.length);
    expect(within(block).getByRole('heading', { name: 'OpenMine' })).toBeInTheDocument();
    const cases = screen.getByRole('region', { name: 'Results of our customers' });
    expect(within(cases).getAllByRole('link', { name: 'Read the case' })).toHaveLength(
      data.cases.length,
    );
    for (const section of industryPageSections(data, ((key: string) => key) as never)) {
      expect(container.querySelector(`#${section.id}`)).not.toBeNull();
    }
  });

  it('shows the Industries crumb as text and the page as the current one', () => {
    renderIndustry(industryData('upstream', 'en'));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).queryByRole('link', { name: 'Industries' })).not.toBeInTheDocument();
    expect(within(crumbs).getByText('Industries')).toBeInTheDocument();
    expect(within(crumbs).getByText('Digital oilfield: upstream oil and gas')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('speaks Russian under /ru/ and leads to the footer form', () => {
    renderIndustry(industryData('metalworking', 'ru'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Машиностроение и металлообработка',
    );
    expect(screen.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/ru/');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ключевые продукты' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Связаться с нами' })[0]).toHaveAttribute(
      'href',
      '#contact-form',
    );
  });

  it('has content for all ten industry pages in en and ru', () => {
    for (const code of [
      'chemistry',
      'digitalindustrialplatform',
      'downstream',
      'energy',
      'industrial-artificial-intelligence-lab',
      'metalworking',
      'mining',
      'process-industries',
      'robotics',
      'upstream',
    ]) {
      expect(industryPageContent('en', code)?.code).toBe(code);
      expect(industryPageContent('ru', code)?.title).toMatch(/[А-Яа-яЁё]/);
    }
    expect(industryPageContent('en', 'agriculture')).toBeUndefined();
  });
});
