export * from './envelopes.schema';
export * from './pick';
export * from './responses.schema';
