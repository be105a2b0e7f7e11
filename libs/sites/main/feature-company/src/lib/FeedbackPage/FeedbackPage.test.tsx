import { screen, within } from '@testing-library/react';
import type { ServedOffice, ServedRegulation } from '@corp/shared/contracts';
import { renderPage, seed } from '../testing/render-page.test-support';
import { FeedbackPage } from './FeedbackPage';

describe('FeedbackPage', () => {
  const headOffice = seed<ServedOffice>('offices', 'ru').find((o) => o.isHeadOffice) ?? null;
  const codes = seed<ServedRegulation>('regulations', 'ru').filter((r) => r.category === 'code');

  it('explains what happens to a message and sends the visitor to the form', () => {
    renderPage(<FeedbackPage locale="ru" headOffice={headOffice} codes={codes} />, 'ru');
    expect(screen.getByRole('heading', { level: 1, name: 'Обратная связь' })).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Что происходит с вашим обращением' }));
    expect(
      steps.getAllByRole('listitem').map((item) => item.querySelector('h3')?.textContent),
    ).toEqual(['Регистрируем', 'Разбираемся', 'Отвечаем']);
    for (const link of screen.getAllByRole('link', { name: 'Написать нам' })) {
      expect(link).toHaveAttribute('href', '#contact-form');
    }
  });

  it('shows the headquarters’ contacts and the codes a report can refer to', () => {
    renderPage(
      <FeedbackPage
        locale="en"
        headOffice={seed<ServedOffice>('offices').find((o) => o.isHeadOffice) ?? null}
        codes={seed<ServedRegulation>('regulations').filter((r) => r.category === 'code')}
      />,
    );
    const contacts = within(screen.getByRole('region', { name: 'Write or call' }));
    expect(contacts.getByRole('heading', { name: 'Moscow headquarters' })).toBeInTheDocument();
    expect(contacts.getByRole('link', { name: 'info@ferrum-digital.example' })).toBeInTheDocument();
    const ethics = within(screen.getByRole('region', { name: 'Codes of conduct' }));
    expect(ethics.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/download/regulations/supplier-code-of-conduct.pdf',
      '/download/regulations/code-of-business-ethics.pdf',
      '/download/Anti_Corruption_Policy.pdf',
    ]);
  });
});
