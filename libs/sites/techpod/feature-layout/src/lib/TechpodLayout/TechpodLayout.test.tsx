import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@corp/shared/i18n';
import { TechpodLayout } from './TechpodLayout';

describe('TechpodLayout', () => {
  it('shows the page alone: no header, no footer, a skip link to it', () => {
    render(
      <I18nProvider locale="ru">
        <TechpodLayout>
          <h1>Техпод</h1>
        </TechpodLayout>
      </I18nProvider>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('link', { name: 'Перейти к содержанию' })).toHaveAttribute(
      'href',
      '#content',
    );
  });
});
