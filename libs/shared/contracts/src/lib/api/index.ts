export * from './envelopes.schema';
export * from './pick';
export * from './responses.schema';
export * from './form-responses.schema';
