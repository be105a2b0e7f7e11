// Shared by the tests (not part of the library build).
import { LIST_COOKIE, PERMISSION_COOKIE } from '../consent-state';

const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') as PropertyDescriptor;

/**
 * Records every `document.cookie` write (jsdom keeps the cookies but not their attributes), and
 * clears the consent cookies after each test.
 */
export function recordCookieWrites(): string[] {
  const writes: string[] = [];
  beforeEach(() => {
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => native.get?.call(document),
      set: (value: string) => {
        writes.push(value);
        native.set?.call(document, value);
      },
    });
  });
  afterEach(() => {
    delete (document as { cookie?: string }).cookie;
    for (const name of [PERMISSION_COOKIE, LIST_COOKIE])
      document.cookie = `${name}=; Max-Age=0; Path=/`;
    writes.length = 0;
  });
  return writes;
}

export const THREE_YEARS = 'Max-Age=94608000';
