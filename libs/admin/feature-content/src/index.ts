export * from './lib/schema/field-spec';
export * from './lib/schema/derive-fields';
export * from './lib/schema/validate-content';
export * from './lib/schema/fallback';
export * from './lib/schema/form-values';
