import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServedBanner, ServedPartner } from '@corp/shared/contracts';
import { renderPage, seed } from '../testing/render-page.test-support';
import { partnerCountryNames } from '../PartnerCards/partner-countries';
import { PartnershipPage } from './PartnershipPage';

const partners = seed<ServedPartner>('partners');
const banner = seed<ServedBanner>('banners').find((b) => b.code === 'partnership') ?? null;
const countryNames = partnerCountryNames(partners, 'en');

/** The page as its loader serves it in English, with the given names of the countries. */
function renderPartnership(names = countryNames) {
  renderPage(
    <PartnershipPage locale="en" banner={banner} partners={partners} countryNames={names} />,
  );
}

describe('PartnershipPage', () => {
  it('presents the programme and sends the banner’s button to the request section', () => {
    renderPartnership();
    expect(screen.getByRole('heading', { level: 1, name: 'Partnership' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a partner' })).toHaveAttribute('href', '#form');
    expect(document.getElementById('form')).toContainElement(
      screen.getByRole('link', { name: 'Send a request' }),
    );
    expect(screen.getByRole('link', { name: 'Send a request' })).toHaveAttribute(
      'href',
      '#contact-form',
    );
    expect(screen.getByRole('heading', { name: 'Joint projects' })).toBeInTheDocument();
  });

  it('lists every partner with kind, country and site, and filters them by kind', async () => {
    const user = userEvent.setup();
    renderPartnership();
    const panel = () => screen.getByRole('tabpanel');
    expect(within(panel()).getAllByRole('article')).toHaveLength(15);
    const rhein = within(within(panel()).getByRole('article', { name: 'Rhein-Ruhr Automation' }));
    expect(rhein.getByText('Integrator · Germany')).toBeInTheDocument();
    expect(rhein.getByRole('link', { name: /Website/ })).toHaveAttribute(
      'href',
      'https://rhein-ruhr-automation.example/',
    );
    await user.click(screen.getByRole('tab', { name: 'Academic' }));
    expect(
      within(panel())
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual([
      'Kuzbass Institute of Mining Technologies',
      'Kazakh Institute of Industrial Automation',
      'Saxon Institute of Mining Informatics',
    ]);
    expect(screen.getByText('partners').nextSibling).toHaveTextContent('15');
    expect(screen.getByText('countries').nextSibling).toHaveTextContent('9');
  });

  it('names the partners’ countries in the page’s locale, from the loader’s names', () => {
    expect(partnerCountryNames(partners, 'ru')['DE']).toBe('Германия');
    expect(partnerCountryNames(partners, 'de')['DE']).toBe('Deutschland');
    expect(Object.keys(partnerCountryNames(partners, 'en'))).toHaveLength(9);
    expect(partnerCountryNames([{ country: 'XX' }], 'en')).toEqual({});
    renderPartnership({ ...countryNames, DE: 'Deutschland (test)' });
    expect(screen.getAllByText('Integrator · Deutschland (test)').length).toBeGreaterThan(0);
  });
});
