import 'i18next';
import type { texts } from './resources.en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof texts;
  }
}
