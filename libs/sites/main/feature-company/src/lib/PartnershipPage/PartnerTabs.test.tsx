import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServedPartner } from '@corp/shared/contracts';
import { RouteStateContext } from '@corp/shared/document';
import { I18nProvider } from '@corp/shared/i18n';
import { partnerCountryNames } from '../PartnerCards/partner-countries';
import { seed } from '../testing/render-page.test-support';
import type { PartnerTabsProps } from './PartnerTabs.island';

/**
 * The partners' tabs as the partnership island page's part (ADR 0032): by the name its `Island`
 * gives, its props through JSON, no router above it.
 */
async function renderPart() {
  const partners = seed<ServedPartner>('partners');
  const props = JSON.parse(
    JSON.stringify({ partners, countryNames: partnerCountryNames(partners, 'en') }),
  ) as PartnerTabsProps;
  const Part = (await import('./PartnerTabs.island')).PartnerTabs;
  const view = render(
    <RouteStateContext value={{ pathname: '/partnership/', matches: null }}>
      <I18nProvider locale="en">
        <Part {...props} />
      </I18nProvider>
    </RouteStateContext>,
  );
  // The part shows once its texts have come (i18next's backend loads them).
  await waitFor(() => expect(view.container).not.toBeEmptyDOMElement());
  return view;
}

describe('the partner tabs part', () => {
  it('switches the partners shown by kind, with no router', async () => {
    const user = userEvent.setup();
    await renderPart();
    const panel = () => screen.getByRole('tabpanel');
    expect(within(panel()).getAllByRole('article')).toHaveLength(15);
    expect(
      within(panel()).getByRole('article', { name: 'Rhein-Ruhr Automation' }),
    ).toHaveTextContent('Integrator · Germany');
    await user.click(screen.getByRole('tab', { name: 'Academic' }));
    expect(screen.getByRole('tab', { name: 'Academic' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(panel())
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual([
      'Kuzbass Institute of Mining Technologies',
      'Kazakh Institute of Industrial Automation',
      'Saxon Institute of Mining Informatics',
    ]);
  });
});
