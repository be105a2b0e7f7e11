// For the stories (not part of the library): what a page finds around it on the site.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore, provideBrowserStore } from '@corp/shared/data-access-api';
import { ModalProvider } from '@corp/shared/modals';
import { RouterParts } from './router-parts';

/** A router, the API store and the page's modals (Storybook answers the API from msw), as the site gives a page. */
export function PageFrame({ children }: { children: ReactNode }) {
  const [store] = useState(() => provideBrowserStore(makeStore()));
  return (
    <Provider store={store}>
      <MemoryRouter>
        <RouterParts>
          <ModalProvider>{children}</ModalProvider>
        </RouterParts>
      </MemoryRouter>
    </Provider>
  );
}
