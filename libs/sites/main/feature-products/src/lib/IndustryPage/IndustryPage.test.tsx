import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@corp/shared/i18n';
import { ModalProvider } from '@corp/shared/modals';
import { IndustryPage, industryPageSections } from './IndustryPage';
import type { IndustryPageProps } from './IndustryPage';
import { industryPageData } from './industry-page-data.test-support';

function renderIndustry(props: IndustryPageProps) {
  return render(
    <I18nProvider locale={props.locale}>
      <ModalProvider>
        <IndustryPage {...props} />
      </ModalProvider>
    </I18nProvider>,
  );
}

describe('IndustryPage', () => {
  it('shows the industry content, its products and cases', () => {
    const data = industryPageData('mining', 'en');
    const { container } = renderIndustry(data);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Digital mining: from pit to processing plant',
    );
    for (const [index, section] of data.page.sections.entries()) {
      const region = screen.getByRole('region', { name: section.title });
      expect(region).toHaveAttribute('id', `section-${index + 1}`);
      // The matcher collapses the text's white space, no-break spaces ("10 %") included.
      expect(within(region).getByText(section.text.replace(/\s+/g, ' '))).toBeInTheDocument();
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
    renderIndustry(industryPageData('upstream', 'en'));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).queryByRole('link', { name: 'Industries' })).not.toBeInTheDocument();
    expect(within(crumbs).getByText('Industries')).toBeInTheDocument();
    expect(within(crumbs).getByText('Digital oilfield: upstream oil and gas')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('speaks Russian under /ru/ and leads to the footer form', () => {
    renderIndustry(industryPageData('metalworking', 'ru'));
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
});
