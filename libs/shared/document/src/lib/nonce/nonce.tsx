import { createContext, useContext } from 'react';

/**
 * The CSP nonce of this response. The web server puts it on the request (`x-csp-nonce`), the
 * server entry provides it while rendering, and the client entry reads it back from the page's
 * scripts so hydration renders the same attributes.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
