export * from './envelopes.schema';
export * from './responses.schema';
