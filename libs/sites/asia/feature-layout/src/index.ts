export * from './lib/asia-locale';
export * from './lib/asia-layout-texts';
export * from './lib/AsiaHeader/AsiaHeader';
export * from './lib/AsiaHeader/useScrolledPast';
export * from './lib/AsiaLanguageSwitch/AsiaLanguageSwitch';
export * from './lib/AsiaLayout/AsiaLayout';
