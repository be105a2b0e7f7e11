import { render, screen } from '@testing-library/react';
import type { Locale } from '@corp/shared/i18n';
import { I18nProvider } from '@corp/shared/i18n';
import { PrivacyNotice } from './PrivacyNotice';

describe('PrivacyNotice', () => {
  it.each([
    [
      'en',
      'By clicking the button you agree to the processing of personal data in accordance with the privacy policy.',
      'privacy policy',
      '/download/Privacy_Policy.pdf',
      null,
    ],
    [
      'ru',
      'Нажимая на кнопку, вы даёте согласие на обработку персональных данных в соответствии с политикой конфиденциальности.',
      'политикой конфиденциальности',
      '/download/Privacy_Policy_Rus.pdf',
      null,
    ],
    [
      'de',
      // The English policy says so (issue 42): "EN" for the eye, "auf Englisch" for the ear.
      'Mit dem Klick auf die Schaltfläche stimmen Sie der Verarbeitung personenbezogener Daten gemäß der Datenschutzerklärung EN (auf Englisch) zu.',
      'Datenschutzerklärung (auf Englisch)',
      '/download/Privacy_Policy.pdf',
      'en',
    ],
    [
      'kz',
      'Түймені басу арқылы сіз құпиялылық саясатына RU (орыс тілінде) сәйкес дербес деректерді өңдеуге келісім бересіз.',
      'құпиялылық саясатына (орыс тілінде)',
      '/download/Privacy_Policy_Rus.pdf',
      'ru',
    ],
  ] as const)(
    'in %s links the policy PDF inside the consent text',
    (locale: Locale, text, linkText, href, language) => {
      const { container } = render(
        <I18nProvider locale={locale}>
          <PrivacyNotice />
        </I18nProvider>,
      );
      expect(container).toHaveTextContent(text);
      const link = screen.getByRole('link', { name: linkText });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
      if (language) expect(link).toHaveAttribute('hreflang', language);
      else expect(link).not.toHaveAttribute('hreflang');
    },
  );

  it('takes an explicit locale for the policy file', () => {
    render(
      <I18nProvider locale="en">
        <PrivacyNotice locale="kz" />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'privacy policy (in Russian)' })).toHaveAttribute(
      'href',
      '/download/Privacy_Policy_Rus.pdf',
    );
  });
});
