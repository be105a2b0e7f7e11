import { act, screen, within } from '@testing-library/react';
import { FOOTER_FORM_DELAY_MS } from '@corp/shared/layout';
import type { ServedOffice } from '@corp/shared/contracts';
import { renderPage, seed } from '../testing/render-page.test-support';
import { ContactsPage } from './ContactsPage';

describe('ContactsPage', () => {
  it('lists the eleven offices, the headquarters first, with phone and e-mail links', () => {
    renderPage(<ContactsPage locale="en" offices={seed<ServedOffice>('offices')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();
    const offices = screen.getAllByRole('article');
    expect(offices).toHaveLength(11);
    const first = within(offices[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Moscow headquarters' })).toBeInTheDocument();
    expect(first.getByText('Headquarters')).toBeInTheDocument();
    const almaty = within(screen.getByRole('article', { name: 'Almaty office — Central Asia' }));
    expect(almaty.getByRole('link', { name: 'Almaty office — Central Asia' })).toHaveAttribute(
      'href',
      '/contacts/almaty/',
    );
    expect(almaty.getByRole('link', { name: '+7 727 339-12-45' })).toHaveAttribute(
      'href',
      'tel:+77273391245',
    );
    expect(almaty.getByRole('link', { name: 'asia@ferrum-digital.example' })).toHaveAttribute(
      'href',
      'mailto:asia@ferrum-digital.example',
    );
  });

  it.each([
    ['en', 'Contact form'],
    ['ru', 'Форма обратной связи'],
  ] as const)('in %s has its own contact form at #contact-form, mounted late', (locale, label) => {
    jest.useFakeTimers();
    try {
      renderPage(
        <ContactsPage
          locale={locale}
          offices={seed<ServedOffice>('offices', locale)}
          form={<form aria-label="the page's form" />}
        />,
        locale,
      );
      const region = screen.getByRole('region', { name: label });
      expect(region).toHaveAttribute('id', 'contact-form');
      expect(within(region).queryByRole('form')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(FOOTER_FORM_DELAY_MS));
      expect(within(region).getByRole('form', { name: "the page's form" })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives a form that places itself (an island) its place’s labels', () => {
    renderPage(
      <ContactsPage
        locale="ru"
        offices={seed<ServedOffice>('offices', 'ru')}
        FormPlace={({ label, loadingLabel }) => (
          <section id="contact-form" aria-label={label} aria-busy="true">
            {loadingLabel}
          </section>
        )}
      />,
      'ru',
    );
    const region = screen.getByRole('region', { name: 'Форма обратной связи' });
    expect(region).toHaveAttribute('id', 'contact-form');
    expect(region.textContent).not.toBe('');
  });

  it('in Russian links to the Russian city pages', () => {
    renderPage(<ContactsPage locale="ru" offices={seed<ServedOffice>('offices', 'ru')} />, 'ru');
    expect(screen.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/ru/');
    expect(screen.getByRole('link', { name: 'Офис в Алматы — Центральная Азия' })).toHaveAttribute(
      'href',
      '/ru/contacts/almaty/',
    );
  });
});
