import { screen, within } from '@testing-library/react';
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
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '#contact-form',
    );
  });

  it('in Russian links to the Russian city pages and offers no way to the footer form it lacks', () => {
    renderPage(<ContactsPage locale="ru" offices={seed<ServedOffice>('offices', 'ru')} />, 'ru');
    expect(screen.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/ru/');
    expect(screen.getByRole('link', { name: 'Офис в Алматы — Центральная Азия' })).toHaveAttribute(
      'href',
      '/ru/contacts/almaty/',
    );
    expect(screen.queryByRole('link', { name: 'Связаться с нами' })).not.toBeInTheDocument();
  });
});
