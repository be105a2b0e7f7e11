import type { Preview } from '@storybook/react-vite';
import { I18nProvider, isLocale, loadCountryNames, loadTexts, locales } from '@corp/shared/i18n';
import { apiHandlers } from '@corp/shared/data-access-api/testing';
import { registerAllSites } from '@corp/sites/registry';
import { setupWorker } from 'msw/browser';
import '../libs/shared/ui/src/styles/tokens.css';

// Stories resolve URLs as the sites do: every site's definition registered with the one resolver.
registerAllSites();

/** Stories get their API data from msw: the seed-content handlers of data-access-api. */
const worker = setupWorker(...apiHandlers);

const preview: Preview = {
  beforeAll: async () => {
    // The worker script is served by `staticDirs` (see main.ts); other requests pass through.
    await worker.start({
      serviceWorker: { url: './mockServiceWorker.js' },
      onUnhandledFrame: 'bypass',
      quiet: true,
    });
  },
  // Pages load their locale's texts before they render; stories switch locales, so all of them,
  // and both country name lists, which a form loads as it first renders (a story's play starts
  // at once).
  loaders: [
    async () => {
      await Promise.all([loadTexts(locales), loadCountryNames('en'), loadCountryNames('ru')]);
      return {};
    },
  ],
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
