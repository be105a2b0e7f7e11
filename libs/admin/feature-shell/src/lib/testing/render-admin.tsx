import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminI18nProvider } from '../i18n/admin-i18n';
import type { AdminLanguage } from '../i18n/admin-i18n';

/** Renders with the admin's texts (English unless told). */
export function renderAdmin(ui: ReactElement, language: AdminLanguage = 'en') {
  return render(<AdminI18nProvider language={language}>{ui}</AdminI18nProvider>);
}
