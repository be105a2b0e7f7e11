import { NONCE_HEADER } from '@corp/shared/routing';
import { createContext, useContext } from 'react';

/**
 * The CSP nonce of this response. The web server puts it on the request (`x-csp-nonce`), the
 * server entry provides it while rendering, and the client entry reads it back from the page's
 * scripts so hydration renders the same attributes.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);

const NONCE_PATTERN = /^[A-Za-z0-9+/=_-]{16,64}$/;

/** The nonce of a request, if the web server set a well-formed one. */
export function nonceOf(request: Request): string | undefined {
  const value = request.headers.get(NONCE_HEADER) ?? undefined;
  return value && NONCE_PATTERN.test(value) ? value : undefined;
}
