import { METRIKA_SCRIPT } from '@corp/shared/consent';

export { METRIKA_SCRIPT };
export { useAnalyticsHits } from './page-analytics';
