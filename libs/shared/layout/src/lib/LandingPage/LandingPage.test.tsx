import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@corp/shared/i18n';
import { LandingPage, landingMeta } from './LandingPage';

const texts = {
  brand: 'Цифровое производство 2.0',
  skipLink: 'Перейти к содержанию',
  metaTitle: 'Курс «Цифровое производство 2.0»',
  metaDescription: 'Практический курс по цифровизации машиностроительного производства.',
  eyebrow: 'Онлайн-курс',
  title: 'Цифровое производство 2.0',
  lead: 'Восемь недель практики.',
  cta: 'Зарегистрироваться',
  ctaHref: '#register',
};

describe('LandingPage', () => {
  it('renders the landing in its shell', () => {
    render(
      <I18nProvider locale="ru">
        <LandingPage texts={texts} homeHref="/2.0/" />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Цифровое производство 2.0',
    );
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute(
      'href',
      '#register',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('describes the page for search engines', () => {
    expect(landingMeta(texts)).toEqual([
      { title: 'Курс «Цифровое производство 2.0»' },
      {
        name: 'description',
        content: 'Практический курс по цифровизации машиностроительного производства.',
      },
    ]);
  });
});
