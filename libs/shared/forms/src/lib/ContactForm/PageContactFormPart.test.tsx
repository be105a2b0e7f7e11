import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, provideBrowserStore } from '@corp/shared/data-access-api';
import { RouteStateContext } from '@corp/shared/document';
import { I18nProvider } from '@corp/shared/i18n';
import { FOOTER_FORM_DELAY_MS } from '@corp/shared/layout';
import type { FormPage } from '../form-page/form-page';
import { API_BASE, startFormApi, useFakeClock } from '../testing/contact-form.test-support';
import { PageContactFormPart } from './PageContactFormPart.island';
import type { PageContactFormPartProps } from './PageContactFormPart.island';

startFormApi();

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  scrollTo.mockRestore();
  jest.useRealTimers();
});

/** The contacts page as the server resolves it for the form (`useFormPage`). */
const formPage: FormPage = {
  site: 'main',
  name: 'contacts',
  params: {},
  locale: 'en',
  pathname: '/contacts/',
  rules: {},
  marketingId: 'contacts',
};

/**
 * The contacts page's form as its island (ADR 0032): its props through JSON, no router and no
 * route matches above it, the browser's API store.
 */
function renderPart() {
  provideBrowserStore(makeStore({ baseUrl: API_BASE, logger: { warn: () => undefined } }));
  const props = JSON.parse(
    JSON.stringify({ formPage, label: 'Contact form', loadingLabel: 'The form is loading' }),
  ) as PageContactFormPartProps;
  return render(
    <RouteStateContext value={{ pathname: '/contacts/', matches: null }}>
      <I18nProvider locale="en">
        <PageContactFormPart {...props} />
      </I18nProvider>
    </RouteStateContext>,
  );
}

describe('PageContactFormPart', () => {
  it('mounts the form late in #contact-form, which tells what is wrong with a field', async () => {
    useFakeClock();
    renderPart();
    const region = screen.getByRole('region', { name: 'Contact form' });
    expect(region).toHaveAttribute('id', 'contact-form');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(FOOTER_FORM_DELAY_MS));
    expect(await screen.findByRole('form', { name: 'Send a request' })).toBeInTheDocument();
    jest.useRealTimers();
    const user = userEvent.setup();
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await user.click(firstName);
    await user.tab();
    expect(firstName).toHaveAccessibleDescription('required');
    expect(firstName).toBeInvalid();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'anna@');
    await user.tab();
    expect(email).toHaveAccessibleDescription('wrong e-mail');
  });
});
