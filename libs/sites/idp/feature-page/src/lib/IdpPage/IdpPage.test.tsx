import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { idpProps } from '../testing/page-props';
import { renderPage } from '@corp/shared/page-parts/testing';
import { IdpPage } from './IdpPage';

const props = idpProps;

describe('IdpPage', () => {
  it('presents the platform from its product page body', () => {
    renderPage(<IdpPage {...props('ru')} />, 'ru');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Цифровая промышленная платформа',
    );
    expect(screen.getAllByRole('link', { name: 'Получить доступ' })[0]).toHaveAttribute(
      'href',
      '#request',
    );
    const platform = document.getElementById('platform') as HTMLElement;
    expect(within(platform).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(document.getElementById('results') as HTMLElement).getByText('+10–15 %'),
    ).toBeInTheDocument();
  });

  it('shows the products on the platform with “Узнать больше” linking out by code', () => {
    renderPage(<IdpPage {...props('en')} />);
    const block = screen.getByRole('group', { name: 'Our flagship products' });
    const first = within(within(block).getAllByRole('article')[0] as HTMLElement);
    const more = first.getByRole('link', { name: /Узнать больше/ });
    expect(more).toHaveAttribute('href', '/product/industrial-automation-kit/');
    expect(more).toHaveAttribute('target', '_blank');
  });

  it('on an English page, declares the Russian content Russian and keeps its own labels English', () => {
    renderPage(<IdpPage {...props('en')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'ru');
    const platform = document.getElementById('platform') as HTMLElement;
    expect(platform.closest('[lang]')).toHaveAttribute('lang', 'ru');
    const more = within(platform).getAllByRole('button', { name: /^Learn more/ })[0] as HTMLElement;
    expect(within(more).getByText('Learn more')).toHaveAttribute('lang', 'en');
    const cases = document.getElementById('cases') as HTMLElement;
    expect(within(cases).getAllByRole('article')[0]?.closest('[lang]')).toHaveAttribute(
      'lang',
      'ru',
    );
  });

  it('on a Russian page, declares nothing beyond the page language', () => {
    const { container } = renderPage(<IdpPage {...props('ru')} />, 'ru');
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it('answers the platform questions in an accordion', async () => {
    const user = userEvent.setup();
    renderPage(<IdpPage {...props('ru')} />, 'ru');
    const faq = within(screen.getByRole('region', { name: 'Вопросы и ответы' }));
    const question = faq.getByRole('button', {
      name: 'Может ли платформа работать без доступа в интернет?',
    });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Кейсы на платформе' })).toBeInTheDocument();
    expect(document.getElementById('request')).toContainElement(
      screen.getAllByRole('link', { name: 'Получить доступ' })[1] as HTMLElement,
    );
  });

  it('on the idp host, the cards link out to the main site by code', () => {
    renderPage(<IdpPage {...props('ru')} hubOrigin="https://example.com" />, 'ru');
    const block = screen.getByRole('group', { name: 'Ключевые продукты' });
    const first = within(within(block).getAllByRole('article')[0] as HTMLElement);
    expect(first.getByRole('link', { name: /Узнать больше/ })).toHaveAttribute(
      'href',
      'https://example.com/ru/product/industrial-automation-kit/',
    );
  });
});
