import { render, screen } from '@testing-library/react';
import type { Locale } from '@corp/shared/i18n';
import { I18nProvider } from '@corp/shared/i18n';
import { CostNote } from './CostNote';

describe('CostNote', () => {
  it.each([
    ['en', 'The cost is calculated individually'],
    ['ru', 'Стоимость рассчитывается индивидуально'],
    ['de', 'Die Kosten werden individuell berechnet'],
    ['kz', 'Құны жеке есептеледі'],
  ] as const)('shows the standard note in %s', (locale: Locale, text) => {
    render(
      <I18nProvider locale={locale}>
        <CostNote />
      </I18nProvider>,
    );
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
  });

  it('shows the text it is given instead', () => {
    render(
      <I18nProvider locale="en">
        <CostNote>Prices exclude VAT.</CostNote>
      </I18nProvider>,
    );
    expect(screen.getByText('Prices exclude VAT.')).toBeInTheDocument();
    expect(screen.queryByText(/calculated individually/)).not.toBeInTheDocument();
  });
});
