/**
 * jsdom lacks Node's WHATWG fetch stack. RTK Query and msw need the real one, and Node's fetch
 * rejects jsdom's AbortSignal, so the whole family comes from Node. MessageChannel stays jsdom's:
 * React's scheduler would hold Node's real ports open and jest would never exit.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'URL',
  'URLSearchParams',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
