type Metrika = ((id: number, method: string, ...args: unknown[]) => void) & { a?: unknown[][] };

declare global {
  interface Window {
    ym?: Metrika;
  }
}

/** Yandex Metrika's tag (spec §1 web analytics). */
export const METRIKA_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js';

/** `window.ym`, or Metrika's documented stub that queues calls until its script has loaded. */
export function metrika(): Metrika {
  if (!window.ym) {
    const stub: Metrika = (...args) => {
      (stub.a ??= []).push(args);
    };
    window.ym = stub;
  }
  return window.ym;
}
