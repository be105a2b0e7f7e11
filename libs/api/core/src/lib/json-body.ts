import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** What one JSON request body may hold before it is parsed at all. */
export interface JsonBodyBounds {
  /** Bytes, for a route without its own `bodyLimit`. */
  bodyLimit: number;
  /** Objects and arrays inside one another (the body itself is depth 1). */
  maxDepth: number;
  /** Values in all: object members and array items, at every depth. */
  maxValues: number;
}

/**
 * The API's bounds: every lead form's body has depth 2 (`customData`) and fewer than 60
 * values (20 fields, `customData` at most 30 entries), so these leave room and nothing more.
 */
export const API_JSON_BOUNDS: JsonBodyBounds = {
  bodyLimit: 16 * 1024,
  maxDepth: 8,
  maxValues: 256,
};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

const isJsonWhitespace = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * One pass over the raw bytes, stopping at the first excess: how deep the containers nest and
 * how many values they hold (each comma adds one, and so does the first value of a container).
 * Only ASCII bytes are structural in JSON and no byte of a multi-byte UTF-8 character is ASCII,
 * so the bytes need not be decoded first. Malformed JSON is left to the parser.
 */
export function jsonShapeProblem(
  bytes: Uint8Array,
  bounds: Pick<JsonBodyBounds, 'maxDepth' | 'maxValues'>,
): 'too-deep' | 'too-many-values' | undefined {
  let depth = 0;
  let values = 0;
  let inString = false;
  // The innermost container was just opened: its first value, if any, is still to come.
  let justOpened = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i] as number;
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth -= 1;
      justOpened = false;
    } else if (byte === COMMA) {
      values += 1;
    } else if (!isJsonWhitespace(byte)) {
      // A value starts (or a colon follows a key, which changes nothing here).
      if (justOpened) values += 1;
      justOpened = false;
      if (byte === QUOTE) inString = true;
      else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
        depth += 1;
        if (depth > bounds.maxDepth) return 'too-deep';
        justOpened = true;
      }
    }
    if (values > bounds.maxValues) return 'too-many-values';
  }
  return undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Replaces this context's `application/json` parser with one whose work is linear and bounded
 * before anything is built: the body's size (`bodyLimit`, a route's own `bodyLimit` wins; 413),
 * then one pass over its bytes for nesting and the number of values (400 at the first excess),
 * then strict UTF-8 (400: a broken byte is refused, never replaced by U+FFFD), and only then
 * Fastify's own JSON parser (prototype poisoning refused). Each refusal is the API's usual error
 * body, a few hundred bytes. `contentType` `text/plain` reads such bodies as JSON too: what
 * `navigator.sendBeacon` sends a string as.
 */
export function boundJsonBodies(
  app: FastifyInstance,
  bounds: JsonBodyBounds = API_JSON_BOUNDS,
  contentType: 'application/json' | 'text/plain' = 'application/json',
) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(contentType);
  app.addContentTypeParser(
    contentType,
    { parseAs: 'buffer', bodyLimit: bounds.bodyLimit },
    (request, body, done) => {
      const bytes = body as Buffer;
      const problem = jsonShapeProblem(bytes, bounds);
      if (problem === 'too-deep')
        return done(
          new HttpError(400, `JSON nested deeper than ${bounds.maxDepth} levels`, 'bad_request'),
          undefined,
        );
      if (problem === 'too-many-values')
        return done(
          new HttpError(400, `JSON with more than ${bounds.maxValues} values`, 'bad_request'),
          undefined,
        );
      let text: string;
      try {
        text = utf8.decode(bytes);
      } catch {
        return done(new HttpError(400, 'The body is not valid UTF-8', 'bad_request'), undefined);
      }
      parseJson(request, text, done);
    },
  );
}
