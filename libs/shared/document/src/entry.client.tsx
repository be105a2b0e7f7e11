// Client entry of every site app (`app/entry.client.tsx` calls `hydrateSite()`).
import { StrictMode, startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { NonceContext } from './lib/nonce/nonce';
import { markHydrated } from './lib/hydration/hydration';
import { loadTexts, localeOfLanguageTag } from '@corp/shared/i18n';
import { reloadOnce } from '@corp/shared/ui';
import { routeModuleFailed } from './lib/chunks/route-module-failure';

export { HYDRATED_ATTRIBUTE } from './lib/hydration/hydration';

/** Marks the document hydrated: its effect runs after those of everything inside it. */
export function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    markHydrated();
  }, []);
  return children;
}

/** Hydrates the server-rendered document with the response's nonce and the chunk-error guard. */
export function hydrateSite(): void {
  // Spec §2.6: a chunk that fails to load reloads the page once per 60 s. Its import still
  // rejects: a lazy part (`lazyChunk`) waits for the reload, or does without itself within the
  // guard. A route module that fails during a navigation loads the target page instead.
  window.addEventListener('vite:preloadError', () => reloadOnce());
  window.__routeModuleFailed = () => routeModuleFailed();
  // Browsers hide the attribute once parsed; the property keeps it.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <NonceContext.Provider value={nonce}>
            <HydrationMark>
              <HydratedRouter />
            </HydrationMark>
          </NonceContext.Provider>
        </StrictMode>,
      );
    });
  // The bundle holds the English texts only: the page's locale (and its fallbacks) load first
  // (i18next's backend), for every namespace the page's route modules added, so hydration renders the very texts
  // the server did. Should a chunk fail (the guard above reloads once), the page hydrates anyway.
  loadTexts(localeOfLanguageTag(document.documentElement.lang)).then(hydrate, hydrate);
}
