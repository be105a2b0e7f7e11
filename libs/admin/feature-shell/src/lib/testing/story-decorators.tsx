import type { Decorator } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { AdminI18nProvider, isAdminLanguage } from '../i18n/admin-i18n';

/** The admin's texts in the story's language (`globals.adminLanguage`, English by default). */
export const withAdminTexts: Decorator = (Story, context) => (
  <AdminI18nProvider
    language={
      isAdminLanguage(context.globals['adminLanguage']) ? context.globals['adminLanguage'] : 'en'
    }
  >
    <Story />
  </AdminI18nProvider>
);

/** A router around a story whose links are router links. */
export const withRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);

/**
 * A dialog opens in a portal over the page: the story's own root shows what it opens over, so
 * the Storybook check finds a rendered story (it waits for the root to have content).
 */
export const withPageBehindDialog: Decorator = (Story) => (
  <>
    <p>The page behind the dialog.</p>
    <Story />
  </>
);
