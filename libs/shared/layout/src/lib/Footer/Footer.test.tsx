import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { CONSENT_OPEN_EVENT } from '@corp/shared/consent';
import { ModalProvider } from '@corp/shared/modals';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PrivacyPoliciesFailure } from '@corp/shared/data-access-api';
import { I18nProvider } from '@corp/shared/i18n';
import { layoutFixture } from '../Layouts/layout-data.fixture';
import { mockMatchMedia, renderInRouter } from '../Layouts/layout.test-support';
import { Footer, footerCollapseQuery, privacyPolicyHref } from './Footer';
import { FooterControls } from './FooterControls';
import { FOOTER_FORM_DELAY_MS } from './FooterFormSlot';

const mockIslandPage = jest.fn();
jest.mock('@corp/shared/document/islands', () => ({
  ...jest.requireActual('@corp/shared/document/islands'),
  useIslandPage: () => mockIslandPage() ?? null,
}));

const form = <form aria-label="Contact form fields" />;

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe = jest.fn();
  disconnect = jest.fn();
  enter() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

describe('Footer', () => {
  beforeEach(() => {
    mockMatchMedia(() => false);
    FakeIntersectionObserver.instances = [];
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: FakeIntersectionObserver,
    });
  });

  it('lists the 30 products, industries, media, company pages and the offices', () => {
    renderInRouter(<Footer data={layoutFixture('en')} />);
    const footer = screen.getByRole('contentinfo');
    const products = within(footer).getByRole('region', { name: 'Products' });
    // 28 products, Dispatcher and MDC without a page of their own (MDC+'s, issue 42).
    expect(within(products).getAllByRole('link')).toHaveLength(1 + 26);
    expect(within(products).getByRole('link', { name: 'MDC+' })).toHaveAttribute(
      'href',
      '/product/dispatcher/',
    );
    expect(within(products).getByRole('link', { name: 'QualityLab' })).toHaveAttribute(
      'href',
      '/product/qualitylab/',
    );
    const offices = within(footer).getByRole('region', { name: 'Our offices' });
    expect(within(offices).getByRole('link', { name: 'Perm' })).toHaveAttribute(
      'href',
      '/contacts/perm/',
    );
    expect(within(offices).getByRole('link', { name: '+7 342 259-40-15' })).toHaveAttribute(
      'href',
      'tel:+73422594015',
    );
    expect(within(footer).getByRole('region', { name: 'Company' })).toBeInTheDocument();
  });

  it('shows social icons, the head office and the copyright', () => {
    renderInRouter(<Footer data={layoutFixture('en')} />);
    expect(screen.getByRole('img', { name: /Telegram/ }).closest('a')).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByText('12 Presnenskaya Embankment, Moscow 123112')).toBeInTheDocument();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Ferrum Digital. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('hydrates a page served in the old year as it was served (the visitor’s clock is in the new one)', async () => {
    const page = () => (
      <RouterProvider
        router={createMemoryRouter([
          {
            path: '*',
            element: (
              <I18nProvider locale="en">
                <Footer data={layoutFixture('en')} />
              </I18nProvider>
            ),
          },
        ])}
      />
    );
    const year = jest.spyOn(Date.prototype, 'getFullYear');
    try {
      // Rendered on 31 December in the server's zone (or cached then); hydrated on 1 January.
      year.mockReturnValue(2026);
      const container = document.createElement('div');
      container.innerHTML = renderToString(page());
      document.body.append(container);
      year.mockReturnValue(2027);
      const errors: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) });
      });
      // No mismatch: React keeps the page (no client render of the whole root).
      expect(errors).toEqual([]);
      expect(
        within(container).getByText('© 2026 Ferrum Digital. All rights reserved.'),
      ).toBeInTheDocument();
      container.remove();
    } finally {
      year.mockRestore();
    }
  });

  it('links the Russian privacy policy for ru and the English one otherwise (de too)', () => {
    expect(privacyPolicyHref('ru')).toBe('/download/Privacy_Policy_Rus.pdf');
    expect(privacyPolicyHref('en')).toBe('/download/Privacy_Policy.pdf');
    expect(privacyPolicyHref('de')).toBe('/download/Privacy_Policy.pdf');
    renderInRouter(<Footer data={layoutFixture('ru')} />, { url: '/ru/', locale: 'ru' });
    expect(screen.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute(
      'href',
      '/download/Privacy_Policy_Rus.pdf',
    );
    expect(screen.getByRole('link', { name: 'Антикоррупционная политика' })).toHaveAttribute(
      'href',
      '/download/Anti_Corruption_Policy.pdf',
    );
  });

  it('has a dropdown of the privacy policies; Escape closes it', async () => {
    const user = userEvent.setup();
    renderInRouter(<Footer data={layoutFixture('en')} />);
    const button = screen.getByRole('button', { name: 'Privacy policies' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Anti-Corruption Policy \(opens/ })).toHaveAttribute(
      'href',
      '/download/Anti_Corruption_Policy.pdf',
    );
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /^Privacy Policy \(opens/ })).toHaveFocus();
  });

  it('shows the §8 message when the policies could not be loaded, in the page’s language', async () => {
    const failed = (locale: 'en' | 'ru', error: PrivacyPoliciesFailure) => ({
      ...layoutFixture(locale),
      privacyPolicies: [],
      privacyPoliciesError: error,
    });
    const english = renderInRouter(<Footer data={failed('en', { text: 'loadFailed' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Privacy policies' }));
    expect(screen.getByText('Error while loading privacy policies')).toBeVisible();
    english.unmount();

    const russian = renderInRouter(<Footer data={failed('ru', { text: 'fetchFailed' })} />, {
      url: '/ru/',
      locale: 'ru',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Политики конфиденциальности' }));
    expect(screen.getByText('Ошибка при получении данных')).toBeVisible();
    russian.unmount();

    // The server's own message, as it said it.
    renderInRouter(<Footer data={failed('en', { message: 'Политики недоступны' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Privacy policies' }));
    expect(screen.getByText('Политики недоступны')).toBeVisible();
  });

  it('leaves a list out when its call failed (and de has no products)', () => {
    renderInRouter(<Footer data={{ ...layoutFixture('de'), offices: [] }} />, {
      url: '/de/',
      locale: 'de',
    });
    expect(screen.queryByRole('region', { name: 'Unsere Büros' })).not.toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Produkte' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/product/', '/de/product/industrial-iot-platform/', '/de/product/mdcplus/']);
  });

  it('gives each list a button that shows or hides it below 540 px, with no re-render by width', async () => {
    expect(footerCollapseQuery).toBe('(max-width: 539px)');
    // The width is the stylesheet's business: the markup is the same at every width (so the
    // server's HTML is what the browser keeps); Chromium checks the look (main e2e).
    const wide = renderInRouter(<Footer data={layoutFixture('en')} />);
    // (React's ids differ between two renders.)
    const markup = (root: HTMLElement) => root.innerHTML.replace(/_r_\w+_/g, 'id');
    const wideHtml = markup(wide.container);
    wide.unmount();
    mockMatchMedia((query) => query === footerCollapseQuery);
    const { container } = renderInRouter(<Footer data={layoutFixture('en')} />);
    expect(markup(container)).toBe(wideHtml);

    const industries = screen.getByRole('button', { name: 'Industries' });
    expect(industries).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(industries.getAttribute('aria-controls') ?? '');
    expect(list).not.toHaveAttribute('data-open');
    expect(within(list as HTMLElement).getByRole('link', { name: 'Robotics' })).toBeInTheDocument();
    await userEvent.click(industries);
    expect(industries).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open');
    expect(screen.getByRole('button', { name: 'Our offices' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.click(industries);
    expect(industries).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveAttribute('data-open');
    // The region keeps the list's title as its name (not the title twice).
    expect(screen.getByRole('region', { name: 'Industries' })).toContainElement(industries);
  });

  describe('contact form slot', () => {
    it('mounts the form when its place enters the viewport', () => {
      renderInRouter(<Footer data={layoutFixture('en')} form={form} />);
      const slot = document.getElementById('contact-form') as HTMLElement;
      expect(slot).toHaveAccessibleName('Contact form');
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      act(() => FakeIntersectionObserver.instances[0]?.enter());
      expect(within(slot).getByRole('form', { name: 'Contact form fields' })).toBeInTheDocument();
    });

    it('mounts the form after 5 s without scrolling', () => {
      jest.useFakeTimers();
      try {
        renderInRouter(<Footer data={layoutFixture('en')} form={form} />);
        act(() => jest.advanceTimersByTime(FOOTER_FORM_DELAY_MS - 1));
        expect(screen.queryByRole('form')).not.toBeInTheDocument();
        act(() => jest.advanceTimersByTime(1));
        expect(screen.getByRole('form')).toBeInTheDocument();
        expect(FOOTER_FORM_DELAY_MS).toBe(5000);
      } finally {
        jest.useRealTimers();
      }
    });

    it('mounts after the delay where IntersectionObserver is missing', () => {
      Object.defineProperty(window, 'IntersectionObserver', {
        configurable: true,
        value: undefined,
      });
      jest.useFakeTimers();
      try {
        renderInRouter(<Footer data={layoutFixture('en')} form={form} />);
        act(() => jest.advanceTimersByTime(FOOTER_FORM_DELAY_MS));
        expect(screen.getByRole('form')).toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });

    it('is left out when the page hides the form', () => {
      renderInRouter(<Footer data={layoutFixture('en')} form={form} hideForm />);
      expect(document.getElementById('contact-form')).toBeNull();
    });
  });

  describe('on an island page (ADR 0032): server HTML that never hydrates', () => {
    /** The footer as the server writes it on an island page, put in the document as HTML. */
    function serverFooter(): HTMLElement {
      mockIslandPage.mockReturnValue({ site: 'main', locale: 'en', config: {}, path: '/about/' });
      const html = renderToStaticMarkup(
        <I18nProvider locale="en">
          <Footer data={layoutFixture('en')} newsletter formSlot={<p>The form’s part</p>} />
        </I18nProvider>,
      );
      mockIslandPage.mockReturnValue(null);
      const box = document.body.appendChild(document.createElement('div'));
      box.innerHTML = html;
      return box;
    }
    afterEach(() => {
      document.body.innerHTML = '';
    });

    it('shows and hides a list from its title below 540 px, through the footer’s controls part', async () => {
      serverFooter();
      render(<FooterControls />, {
        container: document.body.appendChild(document.createElement('div')),
      });
      const industries = screen.getByRole('button', { name: 'Industries' });
      const list = document.getElementById(industries.getAttribute('aria-controls') ?? '');
      await userEvent.click(industries);
      expect(industries).toHaveAttribute('aria-expanded', 'true');
      expect(list).toHaveAttribute('data-open');
      await userEvent.click(industries);
      expect(industries).toHaveAttribute('aria-expanded', 'false');
      expect(list).not.toHaveAttribute('data-open');
    });

    it('opens the cookie settings and the newsletter dialog, and keeps the form’s part in its place', async () => {
      const footer = serverFooter();
      expect(footer).toHaveTextContent('The form’s part');
      render(
        <ModalProvider
          registry={{ newsletter: () => <div role="dialog" aria-label="Newsletter" /> }}
        >
          <FooterControls />
        </ModalProvider>,
        { container: document.body.appendChild(document.createElement('div')) },
      );
      const opened = jest.fn();
      window.addEventListener(CONSENT_OPEN_EVENT, opened);
      await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
      window.removeEventListener(CONSENT_OPEN_EVENT, opened);
      expect(opened).toHaveBeenCalledTimes(1);

      await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(await screen.findByRole('dialog', { name: 'Newsletter' })).toBeInTheDocument();
    });
  });
});
