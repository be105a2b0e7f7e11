export * from './lib/vitals-histograms';
export * from './lib/page-types';
export * from './lib/vitals-routes';
