import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOnPage, startFormApi } from '../testing/contact-form.test-support';
import { NewsletterForm } from '../NewsletterForm/NewsletterForm';
import { ResumeForm } from '../ResumeForm/ResumeForm';
import { LeadForm } from './LeadForm';

const { sent } = startFormApi();

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  scrollTo.mockRestore();
  document.cookie = 'formInfo=; path=/; max-age=0';
});

const honeypotOf = (container: HTMLElement) =>
  container.querySelectorAll<HTMLInputElement>('input[name="website"]');

describe('the honeypot of the lead forms', () => {
  it.each([
    ['lead form', <LeadForm key="lead" />],
    ['newsletter form', <NewsletterForm key="newsletter" />],
    ['resume form', <ResumeForm key="resume" />],
  ])('the %s has one, out of the tab order and hidden from screen readers', async (_, form) => {
    const { container } = renderOnPage(form);
    await waitFor(() => expect(honeypotOf(container)).toHaveLength(1));
    const [input] = honeypotOf(container);
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(input).toHaveValue('');
  });

  it('the stored details pre-fill the form but never the honeypot, which is sent empty', async () => {
    // Even a cookie that (somehow) carries the field's name does not reach it.
    const info = {
      firstName: 'Anna',
      lastName: 'Virtanen',
      position: 'Chief engineer',
      company: 'Nordic Metals',
      email: 'anna@nordic.example',
      phone: '+358401234567',
      country: 'FI',
      countryCode: 'FI',
      website: 'https://stored.example',
    };
    document.cookie = `formInfo=${encodeURIComponent(JSON.stringify(info))}; path=/`;
    const user = userEvent.setup();
    const { container } = renderOnPage(<LeadForm />);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Anna'),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Industry' })).not.toHaveTextContent(/Select/),
    );
    expect(honeypotOf(container)[0]).toHaveValue('');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ firstName: 'Anna', website: '' });
  });
});
