import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { layoutFixture } from '../Layouts/layout-data.fixture';
import { mockMatchMedia, renderInRouter } from '../Layouts/layout.test-support';
import { listedSections } from '../Layouts/page-layout';
import { MainHeader } from './MainHeader';
import { languageOptions } from './language-options';
import { pageLanguageAlternates } from '../Layouts/site-nav';

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const trigger = (name: string) => within(menu()).getByRole('button', { name });

describe('MainHeader', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    mockMatchMedia(() => false);
    scrollTo.mockReset();
    Object.defineProperty(window, 'scrollTo', { value: scrollTo, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('builds its menu from the site pages, with product names and divisions from the API', async () => {
    renderInRouter(<MainHeader data={layoutFixture('en')} />);
    expect(
      within(menu())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Products', 'Industries', 'Media', 'Events', 'Company']);
    await userEvent.click(trigger('Products'));
    const products = within(menu()).getByRole('list', { name: 'Mining' });
    expect(within(products).getByRole('link', { name: 'OpenMine' })).toHaveAttribute(
      'href',
      '/product/openmine/',
    );
    expect(within(menu()).getByRole('link', { name: 'All products' })).toHaveAttribute(
      'href',
      '/product/',
    );
    await userEvent.click(trigger('Industries'));
    expect(within(menu()).getByRole('link', { name: 'Oil and gas' })).toHaveAttribute(
      'href',
      '/industries/upstream/',
    );
    expect(within(menu()).getByRole('link', { name: 'Robotics' })).toHaveAttribute(
      'href',
      '/industries/robotics/',
    );
  });

  it('links in the visitor’s locale and names the sections in it', async () => {
    renderInRouter(<MainHeader data={layoutFixture('ru')} />, { url: '/ru/', locale: 'ru' });
    const nav = screen.getByRole('navigation', { name: 'Главное меню' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Компания' }));
    expect(within(nav).getByRole('link', { name: 'Карьера' })).toHaveAttribute(
      'href',
      '/ru/about/hr/',
    );
    // §2.4: the ru partnership page is the English one.
    expect(within(nav).getByRole('link', { name: 'Партнёрство' })).toHaveAttribute(
      'href',
      '/partnership/',
    );
  });

  it('lists the German product pages for de, which fetches no products', async () => {
    renderInRouter(<MainHeader data={layoutFixture('de')} />, { url: '/de/', locale: 'de' });
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Produkte' }));
    expect(within(nav).getByRole('link', { name: 'Industrielle IoT-Plattform' })).toHaveAttribute(
      'href',
      '/de/product/industrial-iot-platform/',
    );
    expect(within(nav).getByRole('link', { name: 'Alle Produkte' })).toHaveAttribute(
      'href',
      '/product/',
    );
  });

  it('opens a menu from the keyboard and manages the focus', async () => {
    const user = userEvent.setup();
    renderInRouter(<MainHeader data={layoutFixture('en')} />);
    const products = trigger('Products');
    products.focus();
    expect(products).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'All products' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Customer cases' })).toHaveFocus();
    // From the first link, ArrowUp wraps round to the last one.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'RoboTruck' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'All products' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(products).toHaveFocus();

    await user.keyboard(' ');
    expect(products).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');

    await user.keyboard('{ArrowRight}');
    const industries = trigger('Industries');
    expect(industries).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(industries).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Mining' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Industrial AI Lab' })).toHaveFocus();

    // Tabbing out of the open section closes it.
    await user.tab();
    expect(industries).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Media')).toHaveFocus();
  });

  it('opens on hover and on click', async () => {
    const user = userEvent.setup();
    renderInRouter(<MainHeader data={layoutFixture('en')} />);
    await user.hover(trigger('Media'));
    expect(trigger('Media')).toHaveAttribute('aria-expanded', 'true');
    // The click that follows the hover keeps it open.
    await user.click(trigger('Media'));
    expect(trigger('Media')).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger('Media'));
    expect(trigger('Media')).toHaveAttribute('aria-expanded', 'false');
    await user.unhover(trigger('Media'));
    await user.click(trigger('Events'));
    expect(trigger('Events')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Webinars' })).toHaveAttribute(
      'href',
      '/news/webinars/',
    );
  });

  it('shows the head office’s phone and e-mail', () => {
    renderInRouter(<MainHeader data={layoutFixture('en')} />);
    expect(screen.getByRole('link', { name: /\+7 495 120-45-00/ })).toHaveAttribute(
      'href',
      'tel:+74951204500',
    );
    expect(screen.getByRole('link', { name: /info@ferrum-digital\.example/ })).toHaveAttribute(
      'href',
      'mailto:info@ferrum-digital.example',
    );
  });

  it('scrolls smoothly to the footer form with "Contact us"', async () => {
    const user = userEvent.setup();
    const { router } = renderInRouter(
      <>
        <MainHeader data={layoutFixture('en')} />
        <section id="contact-form">Form</section>
      </>,
      { url: '/about/' },
    );
    const form = document.getElementById('contact-form') as HTMLElement;
    jest.spyOn(form, 'getBoundingClientRect').mockReturnValue({ top: 2000 } as DOMRect);
    await user.click(screen.getAllByRole('link', { name: 'Contact us' })[0] as HTMLElement);
    expect(scrollTo).toHaveBeenCalledWith({ top: 2000 - 150, behavior: 'smooth' });
    expect(router.state.location.pathname).toBe('/about/');
  });

  it('opens the contacts page’s form from "Contact us" where the page has no form', async () => {
    const { router } = renderInRouter(<MainHeader data={layoutFixture('ru')} />, {
      url: '/ru/about/hr/',
      locale: 'ru',
    });
    await userEvent.click(
      screen.getAllByRole('link', { name: 'Связаться с нами' })[0] as HTMLElement,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/ru/contacts/');
    expect(router.state.location.hash).toBe('#contact-form');
  });

  it('shows the page’s sections as an in-page menu', async () => {
    renderInRouter(
      <>
        <MainHeader
          data={layoutFixture('en')}
          page={listedSections([
            { id: 'team', label: 'Team' },
            { id: 'history', label: 'History' },
          ])}
        />
        <section id="history">History</section>
      </>,
    );
    const sections = screen.getByRole('navigation', { name: 'On this page' });
    await userEvent.click(within(sections).getByRole('link', { name: 'History' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('opens the mobile menu as accordion sections; Escape closes it', async () => {
    mockMatchMedia((query) => query.includes('max-width: 1199px'));
    const user = userEvent.setup();
    renderInRouter(<MainHeader data={layoutFixture('en')} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const panel = screen.getByRole('navigation', { name: 'Site menu' });
    expect(document.body.style.overflow).toBe('hidden');
    const section = within(panel).getByRole('button', { name: 'Industries' });
    expect(section).toHaveAttribute('aria-expanded', 'false');
    await user.click(section);
    expect(section).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: 'Mining' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the mobile menu when a link is followed', async () => {
    mockMatchMedia(() => true);
    const user = userEvent.setup();
    const { router } = renderInRouter(<MainHeader data={layoutFixture('en')} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = screen.getByRole('navigation', { name: 'Site menu' });
    await user.click(within(panel).getByRole('button', { name: 'Company' }));
    await user.click(within(panel).getByRole('link', { name: 'Careers' }));
    expect(router.state.location.pathname).toBe('/about/hr/');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('hides on mobile while scrolling down fast and comes back on the way up', () => {
    mockMatchMedia((query) => query.includes('max-width: 1199px'));
    jest.useFakeTimers();
    try {
      renderInRouter(<MainHeader data={layoutFixture('en')} />);
      const header = screen.getByRole('banner');
      const scrollTo = (y: number) =>
        act(() => {
          jest.advanceTimersByTime(50);
          Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
          window.dispatchEvent(new Event('scroll'));
        });
      scrollTo(300);
      scrollTo(450);
      expect(header).toHaveAttribute('data-hidden', 'true');
      expect(header).toHaveAttribute('data-dark', 'true');
      scrollTo(320);
      expect(header).not.toHaveAttribute('data-hidden');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('language switch', () => {
  it('offers the page in each language it exists in; English without the locale redirect', () => {
    expect(languageOptions('/', pageLanguageAlternates('/'))).toEqual([
      { locale: 'en', href: '/?noRedirect' },
      { locale: 'ru', href: '/ru/' },
      { locale: 'de', href: '/de/' },
    ]);
    expect(
      languageOptions('/ru/product/flow/', pageLanguageAlternates('/ru/product/flow/')).map(
        (option) => option.href,
      ),
    ).toEqual(['/product/flow/?noRedirect', '/ru/product/flow/']);
  });

  it('prefers the page’s own hreflang alternates', () => {
    expect(
      languageOptions('/about/', [
        { hreflang: 'en', href: 'https://example.test/about/' },
        { hreflang: 'de', href: 'https://example.test/de/about/' },
        { hreflang: 'x-default', href: 'https://example.test/about/' },
      ]),
    ).toEqual([
      { locale: 'en', href: '/about/?noRedirect' },
      { locale: 'de', href: '/de/about/' },
    ]);
  });

  it('marks the current language', () => {
    mockMatchMedia(() => false);
    renderInRouter(<MainHeader data={layoutFixture('de')} />, { url: '/de/', locale: 'de' });
    const languages = screen.getAllByRole('navigation', { name: 'Sprache' })[0] as HTMLElement;
    expect(within(languages).getByRole('link', { name: 'DE — Deutsch' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(languages).getByRole('link', { name: 'RU — Русский' })).toHaveAttribute(
      'href',
      '/ru/',
    );
  });
});
