import type { Preview } from '@storybook/react-vite';
import { I18nProvider, isLocale } from '@corp/shared/i18n';
import '../libs/shared/ui/src/styles/tokens.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
  },
  globalTypes: {
    locale: {
      description: 'Page locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: ['en', 'ru', 'de', 'kz'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  decorators: [
    (Story, context) => {
      const locale = isLocale(context.globals['locale']) ? context.globals['locale'] : 'en';
      return (
        <I18nProvider locale={locale}>
          <Story />
        </I18nProvider>
      );
    },
  ],
};

export default preview;
